import { usePermissions } from '@dtp/api-client';
import { Button, Notice, useTimedMessage } from '@dtp/shared-ui';
import { useState, type ReactNode } from 'react';
import { AssignmentProposal } from './assignment-proposal';
import { assignmentProposalTexts as t, type ProposalProgress } from './assignment-proposal-texts';

/** The wave a proposal may be made for: of the current season, with testings that have no tester yet. */
export interface ProposableWave {
  id: number;
  number: number;
}

export interface ProposalPanel {
  /** 'Einteilung vorschlagen' for the screen's heading; null when no proposal may be made. */
  button: ReactNode;
  /** The proposal while it is open, and afterwards how many testings it gave which status. */
  panel: ReactNode;
}

/**
 * 'Einteilung vorschlagen' on a screen (the wave detail, the dashboard filtered to one wave): the button, and the
 * proposal below the heading while it is open. `wave` null: the screen shows no button (a past season, no open testing,
 * more than one wave). Managers and admins only.
 */
export function useProposalPanel(wave: ProposableWave | null): ProposalPanel {
  const { isManagerOrAdmin } = usePermissions();
  const [openFor, setOpenFor] = useState<number | null>(null);
  const applied = useTimedMessage<{ count: number; progress: ProposalProgress }>();
  const allowed = isManagerOrAdmin && wave !== null;
  const open = allowed && openFor === wave.id;

  const button = allowed ? (
    <Button
      colorPalette="brand"
      title={t.openHint}
      disabled={open}
      onClick={() => {
        applied.close();
        setOpenFor(wave.id);
      }}
    >
      {t.open}
    </Button>
  ) : null;

  const panel = (
    <>
      {applied.message !== null ? (
        <Notice status="success" onClose={applied.close}>
          {t.applied(applied.message.count, applied.message.progress)}
        </Notice>
      ) : null}
      {open ? (
        <AssignmentProposal
          key={wave.id}
          waveId={wave.id}
          waveNumber={wave.number}
          onClose={() => setOpenFor(null)}
          onApplied={(count, progress) => {
            setOpenFor(null);
            applied.show({ count, progress });
          }}
        />
      ) : null}
    </>
  );
  return { button, panel };
}
