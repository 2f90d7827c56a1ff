import type { RemoteName } from '@dtp/shared-api';
import { Center, Spinner } from '@dtp/shared-ui';
import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteError } from './remote-error';
import { loadRemoteComponent } from './remotes';

/** German names of the areas, used in error messages. */
const remoteAreas: Record<RemoteName, string> = {
  mf_tester: 'Tester',
  mf_backoffice: 'Back-Office',
  mf_feedback: 'Feedback',
};

type LoadState<P> =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<P> }
  | { status: 'failed'; error: Error };

const loaded = new Map<string, ComponentType<never>>();

export interface RemoteViewProps<P> {
  remote: RemoteName;
  /** Exposed module, e.g. './DatasheetPage'. */
  module: string;
  props?: P;
}

/** Loads an exposed module of a remote when first rendered; shows the German error with a retry otherwise. */
export function RemoteView<P extends object>({ remote, module, props }: RemoteViewProps<P>) {
  const key = `${remote}/${module}`;
  const cached = loaded.get(key) as ComponentType<P> | undefined;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<P>>(cached ? { status: 'ready', Component: cached } : { status: 'loading' });

  useEffect(() => {
    const known = loaded.get(key) as ComponentType<P> | undefined;
    if (known && attempt === 0) {
      setState({ status: 'ready', Component: known });
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    loadRemoteComponent<P>(remote, module, attempt > 0)
      .then((m) => {
        loaded.set(key, m.default as ComponentType<never>);
        if (active) setState({ status: 'ready', Component: m.default });
      })
      .catch((error: unknown) => {
        if (active) setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
      });
    return () => {
      active = false;
    };
  }, [key, remote, module, attempt]);

  const retry = () => {
    loaded.delete(key);
    setAttempt((n) => n + 1);
  };

  if (state.status === 'loading') {
    return (
      <Center py="16" aria-busy="true">
        <Spinner size="lg" color="brand.solid" aria-label="Bereich wird geladen" />
      </Center>
    );
  }
  if (state.status === 'failed') {
    return (
      <RemoteError
        title={`Der Bereich „${remoteAreas[remote]}“ konnte nicht geladen werden.`}
        detail={state.error.message}
        onRetry={retry}
      />
    );
  }
  const { Component } = state;
  return (
    <RemoteErrorBoundary key={attempt} area={remoteAreas[remote]} onRetry={retry}>
      <Component {...(props as P)} />
    </RemoteErrorBoundary>
  );
}
