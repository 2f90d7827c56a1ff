import { useAppStore } from '@dtp/shared-api';
import { ErrorBadge, SuccessBadge, Stack, reloadPage } from '@dtp/shared-ui';

/**
 * 'Neu laden' shows the record as it is now: the page loads again (every record on it is read anew);
 * whatever the user typed is given up only by this choice, so the browser does not ask again.
 */
const reload = () => reloadPage();

/** The closable error badge and the 2-second success badge above the content (spec sections 4 and 8). */
export function StatusBadges() {
  const apiError = useAppStore((s) => s.apiError);
  const errorMessage = useAppStore((s) => s.errorMessage);
  const saveSuccess = useAppStore((s) => s.saveSuccess);
  const clearError = useAppStore((s) => s.clearError);
  const reloadOffered = useAppStore((s) => s.reloadOffered);
  if (!apiError && !saveSuccess) return null;
  return (
    <Stack gap="2" mb="4" position="sticky" top={{ base: '72px', md: '108px' }} zIndex="docked">
      {apiError ? (
        <ErrorBadge error={apiError} detail={errorMessage} onClose={clearError} onReload={reloadOffered ? reload : undefined} />
      ) : null}
      {saveSuccess ? <SuccessBadge /> : null}
    </Stack>
  );
}
