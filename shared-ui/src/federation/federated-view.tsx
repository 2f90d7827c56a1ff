import { Alert, Button, Spinner, Text } from '@chakra-ui/react';
import type { RemoteName } from '@dtp/shared-api';
import { loadRemoteModule } from '@dtp/shared-api';
import { Component, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';

export interface FederatedViewProps<P> {
  remote: RemoteName;
  /** Exposed module, e.g. './TestFeedback'. */
  module: string;
  props: P;
  /** German sentence shown when the view cannot be loaded, e.g. 'Das Feedback kann derzeit nicht angezeigt werden.' */
  unavailableText: string;
}

function Unavailable({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Alert.Root status="warning" data-testid="federated-view-unavailable">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Description>
          <Text>{text}</Text>
        </Alert.Description>
        <Button size="xs" variant="outline" alignSelf="flex-start" onClick={onRetry}>
          Erneut versuchen
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}

class Boundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[federation] Fehler in einer eingebetteten Ansicht', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A part of a screen that comes from another remote (mf-feedback inside mf-tester).
 * When that remote is down the rest of the screen keeps working and a German notice says so.
 */
export function FederatedView<P extends object>({ remote, module, props, unavailableText }: FederatedViewProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ Component?: ComponentType<P>; failed?: boolean }>({});

  useEffect(() => {
    let active = true;
    loadRemoteModule<P>(remote, module, attempt > 0)
      .then((m) => active && setState({ Component: m.default }))
      .catch(() => active && setState({ failed: true }));
    return () => {
      active = false;
    };
  }, [remote, module, attempt]);

  const retry = () => {
    setState({});
    setAttempt((n) => n + 1);
  };
  if (state.failed) return <Unavailable text={unavailableText} onRetry={retry} />;
  if (!state.Component) return <Spinner size="sm" color="brand.solid" aria-label="Wird geladen" />;
  const View = state.Component;
  return (
    <Boundary key={attempt} fallback={<Unavailable text={unavailableText} onRetry={retry} />}>
      <View {...props} />
    </Boundary>
  );
}
