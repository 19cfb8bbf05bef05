import { Component, type ReactNode } from 'react';

interface Props {
  /** What replaces the children once rendering them has thrown `error`. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/** React catches what rendering throws only in a class component with getDerivedStateFromError. */
export class ErrorBoundary extends Component<Props, { caught?: { error: unknown } }> {
  // Boxed: a component may throw undefined, and that is an error too.
  override state: { caught?: { error: unknown } } = {};

  static getDerivedStateFromError(error: unknown) {
    return { caught: { error } };
  }

  override render() {
    return this.state.caught ? this.props.fallback(this.state.caught.error) : this.props.children;
  }
}
