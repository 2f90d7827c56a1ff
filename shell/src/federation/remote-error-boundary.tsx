import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { RemoteError } from './remote-error';

interface Props {
  area: string;
  onRetry: () => void;
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/** Catches a runtime error inside a remote's view so header, sidebar and other areas survive. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[federation] Fehler im Bereich ${this.props.area}`, error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error) {
      return (
        <RemoteError
          title={`Im Bereich „${this.props.area}“ ist ein Fehler aufgetreten.`}
          detail={this.state.error.message}
          onRetry={this.retry}
        />
      );
    }
    return this.props.children;
  }
}
