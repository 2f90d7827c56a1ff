import { Button, HStack } from '@dtp/shared-ui';
import { useRef } from 'react';
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
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const readOnly = useEditorReadOnly();
  if (readOnly) return null;
  // The moved item keeps the focus (React moves its element; a browser drops the focus of a moved element).
  const move = (by: -1 | 1) => {
    onMove(by);
    setTimeout(() => {
      const [same, other] = by < 0 ? [up.current, down.current] : [down.current, up.current];
      (same && !same.disabled ? same : other)?.focus();
    }, 0);
  };
  return (
    <HStack gap="1" wrap="wrap">
      <Button ref={up} size="xs" variant="outline" aria-label={t.moveUp(what)} title={t.up} disabled={first} onClick={() => move(-1)}>
        <span aria-hidden>↑</span>
      </Button>
      <Button ref={down} size="xs" variant="outline" aria-label={t.moveDown(what)} title={t.down} disabled={last} onClick={() => move(1)}>
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
