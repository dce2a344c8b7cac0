import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteProps } from '@haulage/shared/platform';
import { AreaRoot } from './area-root';
import type { AreaDefinition } from './define-area';

/** A render crash stays inside the area; the shell and the other areas keep working. */
const CrashNotice = ({ title, error }: { title: string; error: Error }) => (
  <div role="alert" style={{ padding: 25 }}>
    <strong>The {title} area stopped working.</strong>
    <p>{error.message}</p>
    <button type="button" onClick={() => window.location.reload()}>
      Try again
    </button>
  </div>
);

/** The single-spa lifecycles a remote exposes as `./lifecycles`. */
export const createAreaLifecycles = <T extends string>(area: AreaDefinition<T>) =>
  singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: (props: RemoteProps) => <AreaRoot area={area} platform={props.platform} />,
    errorBoundary: (error: Error) => <CrashNotice title={area.title} error={error} />,
    domElementGetter: (props: RemoteProps) => props.domElementGetter(),
  });
