import { Button, HStack } from '@dtp/shared-ui';
import { useEditorReadOnly } from './editor-fields';
import { editorTexts as t } from './editor-texts';

export interface ItemActionsProps {
  /** What the buttons act on, in their labels: 'Frage 3 der Seite 2', 'Seite 2'. */
  what: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onDuplicate?: () => void;
  onRemove: () => void;
}

/** Up, down, duplicate, remove: buttons (keyboard as buttons do), each labelled with what it moves; none when read-only. */
export function ItemActions({ what, first, last, onMove, onDuplicate, onRemove }: ItemActionsProps) {
  if (useEditorReadOnly()) return null;
  return (
    <HStack gap="1" wrap="wrap">
      <Button size="xs" variant="outline" aria-label={t.moveUp(what)} title={t.up} disabled={first} onClick={() => onMove(-1)}>
        <span aria-hidden>↑</span>
      </Button>
      <Button size="xs" variant="outline" aria-label={t.moveDown(what)} title={t.down} disabled={last} onClick={() => onMove(1)}>
        <span aria-hidden>↓</span>
      </Button>
      {onDuplicate ? (
        <Button size="xs" variant="outline" aria-label={t.duplicate(what)} onClick={onDuplicate}>
          {t.copy}
        </Button>
      ) : null}
      <Button size="xs" variant="outline" colorPalette="red" aria-label={t.removeOf(what)} onClick={onRemove}>
        {t.remove}
      </Button>
    </HStack>
  );
}
