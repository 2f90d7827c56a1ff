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

/** What the editor's parts do: the same functions for the page's life, so a closed question need not render again. */
export interface EditorActions {
  change: (edit: (draft: EditorDraft) => EditorDraft) => void;
  ask: (confirm: Confirm) => void;
  toggle: (key: string) => void;
  open: (key: string) => void;
  /** Shows a page (after a move, a copy, a removal, a jump). */
  select: (s: number) => void;
}

/** What the open parts read besides: the draft, its issues, which questions are open. */
export interface EditorApi extends EditorActions {
  draft: EditorDraft;
  /** The draft as a definition, for the condition's text. */
  definition: QuestionnaireDefinition;
  issues: IssueIndex;
  isOpen: (key: string) => boolean;
}

export const EditorContext = createContext<EditorApi | null>(null);
export const EditorActionsContext = createContext<EditorActions | null>(null);

export function useEditorActions(): EditorActions {
  const actions = useContext(EditorActionsContext);
  if (!actions) throw new Error('useEditorActions outside the questionnaire editor');
  return actions;
}

export function useEditor(): EditorApi {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useEditor outside the questionnaire editor');
  return editor;
}
