import { ConfirmDialog } from '../components/confirm-dialog';

/** Names are the same when they differ only in case or surrounding spaces. */
export const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('de') === b.trim().toLocaleLowerCase('de');

export interface DuplicateNameDialogProps {
  /** The existing records of the same name, as the user recognises them; open while there are any. */
  duplicates: string[];
  /** The warning, naming them: `names` is their comma-separated list. */
  body: (names: string) => string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Before creating a record whose name exists already: names the likely duplicates; saving stays possible. */
export function DuplicateNameDialog({ duplicates, body, onConfirm, onCancel }: DuplicateNameDialogProps) {
  return (
    <ConfirmDialog open={duplicates.length > 0} title="Möglicherweise schon angelegt" confirmLabel="Trotzdem anlegen" onConfirm={onConfirm} onCancel={onCancel}>
      {body(duplicates.join(', '))}
    </ConfirmDialog>
  );
}
