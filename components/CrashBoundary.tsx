import { Component, type ErrorInfo, type ReactNode } from 'react';

interface CrashBoundaryProps {
  children: ReactNode;
  /** A new key (the route) clears the crash: the reader navigated elsewhere. */
  resetKey: string;
}

interface CrashBoundaryState {
  error: Error | null;
  resetKey: string;
}

/** Keeps a render failure inside the page's content, so the top bar and sidebar stay usable. */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  state: CrashBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<CrashBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: CrashBoundaryProps, state: CrashBoundaryState): Partial<CrashBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The page crashed while rendering:', error, info.componentStack);
  }

  render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-prose py-12">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">This page crashed.</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">Something went wrong while showing this page. Try again, or pick another page from the menu.</p>
        <button
          type="button"
          onClick={() => this.setState({ error: null })}
          className="mt-6 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
        >
          Try again
        </button>
      </div>
    );
  }
}
