/// <reference types="@testing-library/jest-dom" />
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { UiProvider } from './ui-provider';

/** Test helper: renders (and re-renders) inside the product's UI system; not part of the public entry. */
export const renderWithUi = (element: ReactElement) => render(element, { wrapper: UiProvider });
