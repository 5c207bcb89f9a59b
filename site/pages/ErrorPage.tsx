/** What a render error shows instead of a blank page (SPEC section 8), with a way home. */
import { Component, type ErrorInfo, type ReactNode } from 'react';

export function ErrorPage() {
  return (
    <section className="ws-hero ws-hero--center" role="alert">
      <div className="ws-container">
        <h1 className="ws-hero__title">Unexpected Application Error!</h1>
        <p className="ws-hero__tagline">Something went wrong while showing this page. It is not you; please try again.</p>
        <div className="ws-hero__actions ws-hero__actions--center">
          <a href="/" className="wy-button wy-button--primary ws-button--large">
            Return to Home
          </a>
        </div>
      </div>
    </section>
  );
}

/** Catches render errors below it; the App keys it by path, so navigating away resets it. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected Application Error!', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
