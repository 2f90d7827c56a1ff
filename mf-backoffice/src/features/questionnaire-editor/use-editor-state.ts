import { draftKey, removeDraft, takeEarlierDraft, useAuthStore, writeDraft } from '@dtp/api-client';
import type { QuestionnaireDefinition } from '@dtp/api-client/questionnaire';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { definitionOf, draftIssues, IssueIndex } from './editor-definition';
import { draftOf, draftText, rekeyed, type EditorDraft } from './editor-draft';

const SAVE_DELAY_MS = 300;

/** The draft of one year's definition: the changes, whether there are any, the issues (as the admin types), a browser copy. */
export function useEditorState(loaded: QuestionnaireDefinition) {
  const userId = useAuthStore((s) => s.user?.userId ?? null);
  const key = userId ? draftKey(userId, 'questionnaire-editor', loaded.year) : null;
  const [state, setState] = useState(() => {
    const draft = draftOf(loaded);
    return { draft, saved: draft, restoredAt: null as string | null };
  });
  const { draft, saved, restoredAt } = state;
  const savedText = useMemo(() => draftText(saved), [saved]);
  const dirty = draftText(draft) !== savedText;
  const version = saved.version;

  // An earlier page load's unsaved changes on the same version come back (a reload loses nothing).
  useEffect(() => {
    if (!key) return;
    const earlier = takeEarlierDraft(key);
    const values = earlier?.values.draft as EditorDraft | undefined;
    if (!earlier || !values || earlier.version !== version || !Array.isArray(values.sections)) return;
    setState((current) => ({ ...current, draft: rekeyed(values), restoredAt: earlier.savedAt }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per user and year
  }, [key]);

  // Keep the changes in the browser while they differ from what is saved.
  const latest = useRef({ draft, dirty });
  latest.current = { draft, dirty };
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => {
      if (latest.current.dirty) writeDraft(key, { values: { draft: latest.current.draft }, version, savedAt: new Date().toISOString() });
      else removeDraft(key);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, draft, version]);

  // The checks run on the draft a moment behind the typing, so a keystroke never waits for them.
  const checked = useDeferredValue(draft);
  const issues = useMemo(() => new IssueIndex(draftIssues(checked)), [checked]);
  const definition = useMemo(() => definitionOf(draft, true), [draft]);

  const change = useCallback((edit: (current: EditorDraft) => EditorDraft) => setState((current) => ({ ...current, draft: edit(current.draft) })), []);
  /** After a save: what was sent is what is saved now (a change typed meanwhile stays a change). */
  const markSaved = useCallback(
    (sent: EditorDraft, next: EditorDraft) => {
      setState((current) => ({ draft: current.draft === sent ? next : current.draft, saved: next, restoredAt: null }));
      if (key) removeDraft(key);
    },
    [key],
  );
  const discard = useCallback(() => {
    setState((current) => ({ ...current, draft: current.saved, restoredAt: null }));
    if (key) removeDraft(key);
  }, [key]);

  return { draft, dirty, issues, definition, change, markSaved, discard, restoredAt };
}
