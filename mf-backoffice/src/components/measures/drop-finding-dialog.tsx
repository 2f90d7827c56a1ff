import { MeasureTexts } from '@dtp/api-client/back-office';
import { ConfirmDialog, Text } from '@dtp/shared-ui';
import { dropFindingTexts as t } from './drop-finding-texts';

export interface DropFindingDialogProps {
  /** The finding's question while the dialog asks; null: closed. */
  question: string | null;
  busy: boolean;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/** 'Handlungsfeld entfernen' asks first (issue 62): the club no longer sees it. The club's card and the review alike. */
export function DropFindingDialog({ question, busy, onConfirm, onCancel }: DropFindingDialogProps) {
  return (
    <ConfirmDialog open={question !== null} title={MeasureTexts.drop} confirmLabel={MeasureTexts.drop} cancelLabel={t.keep} tone="danger" busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
      <Text>{MeasureTexts.dropConfirm}</Text>
      {question !== null ? <Text fontWeight="semibold">{t.question(question)}</Text> : null}
    </ConfirmDialog>
  );
}
