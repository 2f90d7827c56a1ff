import { testingsApi } from '@dtp/api-client/back-office';
import { ConfirmDialog, Text } from '@dtp/shared-ui';
import { useState } from 'react';
import { dashboardTexts as t } from './dashboard-texts';
import type { ResetKind, Row } from './overview-columns';

export interface ResetFeedbackDialogProps {
  /** The row and the feedback to reset; null: closed. */
  target: { row: Row; kind: ResetKind } | null;
  onClose: () => void;
}

/**
 * Asks before resetting the CMC or the club feedback of a testing; one call at a time. After a reset the
 * list is loaded again (spec section 4 'Feedback reset'): the reset makes it stale (the call's `invalidates`).
 */
export function ResetFeedbackDialog({ target, onClose }: ResetFeedbackDialogProps) {
  const [busy, setBusy] = useState(false);
  const cmc = target?.kind === 'cmc';
  const confirm = async () => {
    if (!target || busy) return;
    setBusy(true);
    try {
      await (cmc ? testingsApi.resetCmcFeedback(target.row.testingId) : testingsApi.resetClubFeedback(target.row.testingId));
    } catch {
      // The API client shows the error badge; the dialog closes, the list stays as it was.
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title={cmc ? t.resetCmcTitle : t.resetClubTitle}
      onConfirm={confirm}
      onCancel={onClose}
      confirmLabel={t.resetConfirmButton}
      tone="danger"
      busy={busy}
    >
      <Text>{cmc ? t.resetCmcConfirm : t.resetClubConfirm}</Text>
    </ConfirmDialog>
  );
}
