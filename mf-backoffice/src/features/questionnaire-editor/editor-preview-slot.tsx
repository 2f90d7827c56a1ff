import type { QuestionnaireDefinition } from '@dtp/api-client/questionnaire';
import { Button, Stack } from '@dtp/shared-ui';
import { QuestionnairePreview } from '@dtp/shared-ui/questionnaire';
import { useState } from 'react';
import { editorTexts as t } from './editor-texts';

export interface EditorPreviewSlotProps {
  /** The draft as a definition (empty texts filled), as the tester would get it. */
  definition: QuestionnaireDefinition;
}

/**
 * 'Vorschau' (issue 61, item 2): the draft as a tester sees it on a 375 px phone, normal or premium, with the score
 * the answers given here would make (shared-ui's QuestionnairePreview, the tester's own form parts). Nothing is
 * saved; the editor's unsaved changes show at once.
 */
export function EditorPreviewSlot({ definition }: EditorPreviewSlotProps) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="3">
      <Button alignSelf="start" variant="outline" colorPalette="brand" aria-expanded={open} onClick={() => setOpen((now) => !now)}>
        {open ? t.previewHide : t.preview}
      </Button>
      {open ? <QuestionnairePreview definition={definition} /> : null}
    </Stack>
  );
}
