import { Alert, Box, Button } from '@chakra-ui/react';
import { lazy, useEffect, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

// A lazily loaded piece (a dialog, a drawer, a menu, the sign-in libraries) whose code did not arrive:
// a weak signal, or a redeploy that replaced the chunk names the open page knows. The piece shows this
// in its place; the screen around it keeps its input.

export const LOAD_FAILURE_TEXTS = {
  failed: 'Dieser Teil der Seite konnte nicht geladen werden. Ihre Eingaben bleiben erhalten.',
  retry: 'Erneut versuchen',
  newVersion: 'Eine neue Version ist verfügbar.',
  reload: 'Neu laden',
} as const;

/**
 * Whether the chunk is gone from the server (a redeploy), not merely out of reach: webpack's
 * ChunkLoadError names the script it asked for, and the server answers 404 for it now.
 */
export async function isGoneAfterRedeploy(error: unknown): Promise<boolean> {
  const request = (error as { name?: string; request?: unknown } | null)?.request;
  if ((error as { name?: string } | null)?.name !== 'ChunkLoadError' || typeof request !== 'string') return false;
  try {
    const answer = await fetch(request, { method: 'HEAD', cache: 'no-store' });
    return answer.status === 404;
  } catch {
    return false;
  }
}

/** Whether the failed load's chunk is gone after a redeploy; false until the server answered. */
export function useGoneAfterRedeploy(error: unknown): boolean {
  const [gone, setGone] = useState(false);
  useEffect(() => {
    let current = true;
    void isGoneAfterRedeploy(error).then((answer) => current && setGone(answer));
    return () => {
      current = false;
    };
  }, [error]);
  return gone;
}

/**
 * The browser's own reload: a form with unsaved input still gets the browser's 'leave?' question
 * (the leave guard), as nothing here knows whether the person wants to give it up.
 */
const reloadForNewVersion = () => window.location.reload();

/** The notice itself: „Erneut versuchen“, or the new version's „Neu laden“ when `gone`. */
export function LoadFailureNotice({ gone, onRetry, floating = false }: { gone: boolean; onRetry: () => void; floating?: boolean }) {
  const notice = (
    <Alert.Root status="warning" role="alert" data-testid="load-failure" alignItems="center" boxShadow={floating ? 'lg' : undefined}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{gone ? LOAD_FAILURE_TEXTS.newVersion : LOAD_FAILURE_TEXTS.failed}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={gone ? reloadForNewVersion : onRetry}>
        {gone ? LOAD_FAILURE_TEXTS.reload : LOAD_FAILURE_TEXTS.retry}
      </Button>
    </Alert.Root>
  );
  // An overlay that failed has no place on the page: the notice floats where the overlay would be.
  return floating ? (
    <Box position="fixed" insetX="3" bottom="4" zIndex="toast" maxW="lg" mx="auto">
      {notice}
    </Box>
  ) : (
    notice
  );
}

/** A failed load's notice: „Erneut versuchen“, or „Neu laden“ when a redeploy took the chunk away. */
export function LoadFailure({ error, onRetry, floating = false }: { error: unknown; onRetry: () => void; floating?: boolean }) {
  return <LoadFailureNotice gone={useGoneAfterRedeploy(error)} onRetry={onRetry} floating={floating} />;
}

/**
 * A lazily loaded component whose failed load can be tried again: React.lazy keeps a rejection for
 * good, so a retry makes a new lazy component (webpack asks for a failed chunk again). One per
 * module, like React.lazy, so every place that shows it shares the loaded code.
 */
export function retryableLazy<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  let View: LazyExoticComponent<ComponentType<P>> = lazy(load);
  let attempt = 0;
  return {
    get View() {
      return View;
    },
    /** Changes with each retry: the key that resets the error boundary around the view. */
    get attempt() {
      return attempt;
    },
    retry() {
      View = lazy(load);
      attempt++;
    },
  };
}
