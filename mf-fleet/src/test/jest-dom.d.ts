// Types of the jest-dom matchers that jest.setup.dom.ts installs.
import '@testing-library/jest-dom';
