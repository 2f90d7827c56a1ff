import { useAppStore } from '@dtp/api-client';
import { ErrorBadge, Notice, SuccessBadge, Stack, reloadPage, useLocation } from '@dtp/shared-ui';
import { useEffect, useRef } from 'react';

/**
 * 'Neu laden' shows the record as it is now: the page loads again (every record on it is read anew);
 * whatever the user typed is given up only by this choice, so the browser does not ask again.
 */
const reload = () => reloadPage();

/** An error belongs to the screen it happened on: another screen starts without it. */
function useErrorClearedOnNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    useAppStore.getState().clearError();
  }, [pathname]);
}

export const CONNECTION_LOST_TEXT =
  'Keine Verbindung zum Anmeldedienst. Sie bleiben angemeldet und Ihre Eingaben bleiben erhalten; die Anmeldung wird erneuert, sobald die Verbindung zurück ist.';

/**
 * The closable error badge and the 2-second success badge above the content (spec sections 4 and 8),
 * and the notice while the session cannot be renewed for want of a connection.
 */
export function StatusBadges() {
  useErrorClearedOnNavigation();
  const connectionLost = useAppStore((s) => s.connectionLost);
  const apiError = useAppStore((s) => s.apiError);
  const errorMessage = useAppStore((s) => s.errorMessage);
  const saveSuccess = useAppStore((s) => s.saveSuccess);
  const clearError = useAppStore((s) => s.clearError);
  const reloadOffered = useAppStore((s) => s.reloadOffered);
  if (!apiError && !saveSuccess && !connectionLost) return null;
  return (
    <Stack gap="2" mb="4" position="sticky" top={{ base: '72px', md: '108px' }} zIndex="docked">
      {connectionLost ? <Notice status="warning">{CONNECTION_LOST_TEXT}</Notice> : null}
      {apiError ? (
        <ErrorBadge error={apiError} detail={errorMessage} onClose={clearError} onReload={reloadOffered ? reload : undefined} />
      ) : null}
      {saveSuccess ? <SuccessBadge /> : null}
    </Stack>
  );
}
