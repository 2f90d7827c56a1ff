import type { QuestionnaireDefinition } from '@dtp/api-client/questionnaire';
import { createContext, useContext } from 'react';
import type { IssueIndex } from './editor-definition';
import type { EditorDraft } from './editor-draft';

/** A question before something that cannot be undone in the draft (a page or question removed). */
export interface Confirm {
  title: string;
  message: string;
  run: () => void;
}

/** What every part of the editor reads and does: the draft, its issues, a change, a confirm, which questions are open. */
export interface EditorApi {
  draft: EditorDraft;
  /** The draft as a definition, for the condition's text. */
  definition: QuestionnaireDefinition;
  issues: IssueIndex;
  change: (edit: (draft: EditorDraft) => EditorDraft) => void;
  ask: (confirm: Confirm) => void;
  isOpen: (key: string) => boolean;
  toggle: (key: string) => void;
  open: (key: string) => void;
  /** Shows a page (after a move, a copy, a removal, a jump). */
  select: (s: number) => void;
}

export const EditorContext = createContext<EditorApi | null>(null);

export function useEditor(): EditorApi {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useEditor outside the questionnaire editor');
  return editor;
}
