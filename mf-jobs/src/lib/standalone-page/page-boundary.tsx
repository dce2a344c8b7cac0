import { Component, type ReactNode } from 'react';

interface BoundaryProps {
  /** Named in the console when the page crashes. */
  name: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
}

/** A render crash shows a plain sentence and a way out, never a stack trace. */
export class PageBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`The ${this.props.name} failed`, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="sp-page sp-failure">
        <h1 tabIndex={-1}>Something went wrong</h1>
        <p role="status">The page could not be shown. Please reload it.</p>
        <button type="button" className="sp-reload" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}
