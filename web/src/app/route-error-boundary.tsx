import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from './route-error.tsx';

type BoundaryProps = { children: ReactNode; resetKey: string };
type BoundaryState = { hasError: boolean; resetKey: string };

/** Catches a screen that fails to render or whose code fails to load (a missing chunk after a deploy). */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.hasError ? <RouteError /> : this.props.children;
  }
}

/** The error screen in place of every route; any navigation (the back button too) clears it. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary resetKey={useLocation().key}>{children}</ErrorBoundary>;
}
