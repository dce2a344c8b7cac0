import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteProps } from '@haulage/shared/platform';
import { CustomersRoot } from './app/customers-root';

/** A render crash stays inside the customers area; the shell and the other areas keep working. */
const CrashNotice = ({ error }: { error: Error }) => (
  <div role="alert" style={{ padding: 25 }}>
    <strong>The customers area stopped working.</strong>
    <p>{error.message}</p>
    <button type="button" onClick={() => window.location.reload()}>
      Try again
    </button>
  </div>
);

const lifecycles = singleSpaReact<RemoteProps>({
  React,
  ReactDOMClient,
  rootComponent: CustomersRoot,
  errorBoundary: (error) => <CrashNotice error={error} />,
  domElementGetter: (props) => props.domElementGetter(),
});

export const { bootstrap, mount, unmount } = lifecycles;
