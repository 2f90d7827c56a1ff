import type { QuestionnaireDefinition } from '@dtp/api-client/questionnaire';

export interface EditorPreviewSlotProps {
  /** The draft as a definition (empty texts filled), as the tester would get it. */
  definition: QuestionnaireDefinition;
}

/**
 * Where 'Vorschau' goes (issue 61, item 2): the button and panel that show the draft as a tester sees it, built on
 * `QuestionnairePreview` from '@dtp/shared-ui/questionnaire' (props `{ definition }`). Until that is wired in here,
 * the slot shows nothing; the screen already mounts it with the draft.
 */
export function EditorPreviewSlot(_props: EditorPreviewSlotProps) {
  return null;
}
