import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

interface Props {
  /** The area's German name, for the console. */
  area: string;
  /** What to show instead of the crashed view; `reset` clears the caught error. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/** Catches a runtime error inside a remote's view, so header, sidebar and the rest of the screen survive. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[federation] a view of the area ${this.props.area} crashed`, error, info.componentStack);
  }

  private reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
