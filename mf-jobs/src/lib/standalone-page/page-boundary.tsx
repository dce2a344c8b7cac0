import { Component, type ReactNode } from 'react';

interface BoundaryState {
  failed: boolean;
}

/** A render crash shows a plain sentence and a way out, never a stack trace. */
export class PageBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The job confirmation page failed', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="cj-page">
        <h1 tabIndex={-1}>Something went wrong</h1>
        <p role="status" className="cj-status">
          The page could not be shown. Please reload it.
        </p>
        <div className="cj-actions">
          <button type="button" className="cj-button cj-confirm" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </div>
      </div>
    );
  }
}
