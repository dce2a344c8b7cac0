import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteProps } from '@haulage/shared/platform';
import { FleetRoot } from './app/fleet-root';

const Root = (props: RemoteProps) => <FleetRoot platform={props.platform} />;

const lifecycles = singleSpaReact<RemoteProps>({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: (error: Error) => (
    <div role="alert">
      The fleet area failed: {error.message}{' '}
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </div>
  ),
  domElementGetter: (props: RemoteProps) => props.domElementGetter(),
});

export const { bootstrap, mount, unmount } = lifecycles;
