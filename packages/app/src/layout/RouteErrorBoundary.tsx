import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ServerUnreachableError } from '../routing/ServerUnreachableError';
import { RouteError } from './RouteError';
import { ServerUnreachable } from './ServerUnreachable';

interface BoundaryProps {
  /** A new value (the next page) clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failure: { error: unknown } | null;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    // Shown now: the next visit to the page, Retry or not, fetches it again.
    if (error instanceof ServerUnreachableError) error.forget();
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return failure.error instanceof ServerUnreachableError ? (
      <ServerUnreachable error={failure.error} onRetried={() => this.setState({ failure: null })} />
    ) : (
      <RouteError error={failure.error} />
    );
  }
}

/**
 * Shows the error screen (RouteError) in place of a page that failed, its code not loading or
 * its drawing throwing, or the offline message (ServerUnreachable) when its code could not be
 * fetched for want of a server, and lets the next page try again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary resetKey={location.key}>{children}</Boundary>;
}
