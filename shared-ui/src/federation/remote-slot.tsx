import { Alert, Box, Button, Spinner, Text } from '@chakra-ui/react';
import { PageSkeleton } from './page-skeleton';
import { incompatibilityMessage, isIncompatibleRemoteError, useConfig, type IncompatibleRemoteError, type RemoteName } from '@dtp/api-client';
import { LoadFailureNotice, useGoneAfterRedeploy } from '../components/load-failure';
import { RemoteBoundary } from './remote-boundary';
import { useRemoteComponent } from './use-remote-component';

/** German names of the areas, used in the error messages about a remote. */
export const remoteAreas: Readonly<Record<RemoteName, string>> = {
  mf_tester: 'Tester',
  mf_backoffice: 'Back-Office',
  mf_feedback: 'Feedback',
};

export interface RemoteSlotProps<P> {
  remote: RemoteName;
  /** Exposed module, e.g. './DatasheetPage'. */
  module: string;
  props?: P;
  /**
   * 'page': a whole screen in the shell's content area (spinner, German error with retry and
   * technical details). 'inline': a part of another remote's screen (small spinner, a notice with
   * `unavailableText`); the rest of that screen keeps working.
   */
  variant?: 'page' | 'inline';
  /** Inline only: e.g. 'Das Feedback kann derzeit nicht angezeigt werden.' */
  unavailableText?: string;
}

/** The page variant's error: the German sentence, a retry, and the technical details behind a closed disclosure. */
export function RemoteError({ title, detail, onRetry }: { title: string; detail?: string; onRetry: () => void }) {
  return (
    <Box role="alert" data-testid="remote-error" maxW="3xl">
      <Alert.Root status="error" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>
            <Text>Bitte versuchen Sie es in einem Moment erneut. Die übrigen Bereiche der Plattform funktionieren weiterhin.</Text>
          </Alert.Description>
          <Button size="sm" colorPalette="red" variant="outline" alignSelf="flex-start" onClick={onRetry}>
            Erneut versuchen
          </Button>
          {detail ? (
            <Box as="details" fontSize="sm" color="fg.muted">
              <Box as="summary" cursor="pointer">
                Technische Details
              </Box>
              <Text mt="1" wordBreak="break-word">
                {detail}
              </Text>
            </Box>
          ) : null}
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
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

/**
 * A remote whose build does not fit this shell (issue 48): its code was not loaded, and a retry cannot help, so the
 * German sentence names what it needs and whom to ask, without a retry button.
 */
function IncompatibleNotice({ area, error, variant }: { area: string; error: IncompatibleRemoteError; variant: 'page' | 'inline' }) {
  const { contact } = useConfig();
  return (
    <Box role="alert" data-testid="remote-incompatible" maxW="3xl">
      <Alert.Root status={variant === 'page' ? 'error' : 'warning'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            <Text>{incompatibilityMessage(area, error, contact)}</Text>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}

/**
 * A screen whose chunk failed to load: after a redeploy of its remote (the server answers 404 for the
 * chunk name the open page knows) a retry cannot help, so the page offers the new version's reload;
 * otherwise the German error with a retry.
 */
function PageLoadError({ area, error, onRetry }: { area: string; error: unknown; onRetry: () => void }) {
  const gone = useGoneAfterRedeploy(error);
  if (!gone) return <RemoteError title={`Der Bereich „${area}“ konnte nicht geladen werden.`} detail={messageOf(error)} onRetry={onRetry} />;
  // The browser's reload: drafts bring back what the person typed on the screens before.
  return (
    <Box maxW="3xl">
      <LoadFailureNotice gone onRetry={onRetry} />
    </Box>
  );
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The one place a remote's exposed module is shown: loaded through the page's federation runtime
 * (api-client's remote loader, registered by the shell) when first rendered, with a retry that
 * fetches the remote's manifest anew, and an error boundary so a crash stays inside the slot.
 */
export function RemoteSlot<P extends object>({ remote, module, props, variant = 'page', unavailableText = '' }: RemoteSlotProps<P>) {
  const key = `${remote}/${module}`;
  // Pages are cached so a screen opened again shows at once; an inline view asks the runtime each time.
  const { Component: View, failed, error, retry } = useRemoteComponent<P>(remote, module, { cache: variant === 'page' });

  const area = remoteAreas[remote];
  if (failed && isIncompatibleRemoteError(error)) return <IncompatibleNotice area={area} error={error} variant={variant} />;
  if (failed) {
    return variant === 'page' ? (
      <PageLoadError area={area} error={error} onRetry={retry} />
    ) : (
      <Unavailable text={unavailableText} onRetry={retry} />
    );
  }
  if (!View) {
    return variant === 'page' ? (
      <PageSkeleton />
    ) : (
      <Spinner size="sm" color="brand.solid" aria-label="Wird geladen" />
    );
  }
  return (
    <RemoteBoundary
      key={key}
      area={area}
      fallback={(error, reset) =>
        variant === 'page' ? (
          <RemoteError
            title={`Im Bereich „${area}“ ist ein Fehler aufgetreten.`}
            detail={messageOf(error)}
            onRetry={() => {
              reset();
              retry();
            }}
          />
        ) : (
          <Unavailable
            text={unavailableText}
            onRetry={() => {
              reset();
              retry();
            }}
          />
        )
      }
    >
      <View {...(props as P)} />
    </RemoteBoundary>
  );
}
