import { Component, type ErrorInfo, type ReactNode } from 'react';

interface LiveReadBoundaryProps {
  /** What to show instead of the children once a live read has failed. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/**
 * Where a live read's failure lands. reactfire's hooks throw a listener's error while rendering
 * (docs/decisions/013-live-reads.md): this boundary turns it into the screen's own French message,
 * in place, instead of the route's error page.
 */
export class LiveReadBoundary extends Component<LiveReadBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('Lecture en direct impossible', error, info.componentStack);
  }

  override render() {
    return this.state.error === null ? this.props.children : this.props.fallback(this.state.error);
  }
}

/**
 * A listener fails for good (the rules refused it, an index is missing; the SDK waits out a lost
 * network by itself) and reactfire keeps the failure for the page's life: trying again means
 * loading the page again.
 */
export function reloadPage(): void {
  globalThis.location.reload();
}
