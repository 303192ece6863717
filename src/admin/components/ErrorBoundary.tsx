/** Keeps the admin frame usable when a screen fails to load or render (e.g. a stale chunk after a deploy). */
import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[admin] screen failed', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="admin-screen-error">
        <h1>This screen could not be shown</h1>
        <p>Reload the page to try again.</p>
        <button type="button" className="button" onClick={() => location.reload()}>
          Reload
        </button>
      </div>
    );
  }
}
