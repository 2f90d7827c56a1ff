import { missingAnswers, questionnaireApi, withoutHiddenAnswers, type Answer, type Answers, type MissingAnswer, type Questionnaire } from '@dtp/api-client/questionnaire';
import { draftKey, removeDraft, takeEarlierDraft, useAuthStore, writeDraft } from '@dtp/api-client';
import { useAction } from '@dtp/shared-ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export type QuestionnaireAction = 'save' | 'page' | 'submit';

/** How often answers that met no network are sent again. */
const NETWORK_RETRY_MS = 3_000;

export interface QuestionnaireAnswers {
  answers: Answers;
  /** When answers not yet on the server were restored from this device (an earlier page load, offline); else null. */
  restoredAt: string | null;
  /** Answers changed since the last save. */
  dirty: boolean;
  busy: QuestionnaireAction | null;
  /** The server's message of the last failed save or submit; null after a success. */
  problem: string | null;
  /** The server's messages per question id of the last refused submit. */
  questionErrors: Record<string, string>;
  setAnswer: (questionId: string, answer: Answer | undefined) => void;
  /** Saves the answers when changed (with the current revision and the definition's version); true when they are on the server. */
  save: (kind: 'save' | 'page') => Promise<boolean>;
  /** The first gap, when one is left (nothing is sent then); else submits and resolves the submitted questionnaire. */
  submit: () => Promise<{ missing: MissingAnswer; more: number } | { submitted: Questionnaire } | null>;
}

/** The answers not yet on the server, kept on the device (api-client's drafts: per user, 7 days, gone at sign-out). */
function useAnswersDraft(questionnaire: Questionnaire) {
  const userId = useAuthStore((s) => s.user?.userId ?? null);
  const key = userId && questionnaire.editable ? draftKey(userId, 'questionnaire', questionnaire.testingId) : null;
  const [earlier] = useState(() => (key ? takeEarlierDraft(key) : null));
  return useMemo(
    () => ({
      /** What an earlier page load left: its answers and the revision they were typed on (a save still meets the 409). */
      earlier: earlier ? { answers: earlier.values.answers as Answers, revision: earlier.version ?? questionnaire.revision, savedAt: earlier.savedAt } : null,
      keep: (answers: Answers, revision: number) => {
        if (key) writeDraft(key, { values: { answers }, version: revision, savedAt: new Date().toISOString() });
      },
      drop: () => {
        if (key) removeDraft(key);
      },
    }),
    [earlier, key, questionnaire.revision],
  );
}

/**
 * The tester's answers while the questionnaire is open: kept here and on the device until the server has them,
 * so a failed save, a reload or a dead spot on the course never loses input; when the connection comes back,
 * unsaved answers are sent. Every save sends the revision the last save answered (an older state is refused, 409).
 */
export function useQuestionnaireAnswers(questionnaire: Questionnaire, onSaved: (saved: Questionnaire) => void): QuestionnaireAnswers {
  const draft = useAnswersDraft(questionnaire);
  const [answers, setAnswers] = useState<Answers>(draft.earlier?.answers ?? questionnaire.answers);
  const [revision, setRevision] = useState(draft.earlier?.revision ?? questionnaire.revision);
  const [restoredAt] = useState(draft.earlier?.savedAt ?? null);
  const [dirty, setDirty] = useState(draft.earlier !== null);
  const [problem, setProblem] = useState<string | null>(null);
  const [questionErrors, setQuestionErrors] = useState<Record<string, string>>({});
  /** The last save met no network: it is tried again until one gets through. */
  const [noNetwork, setNoNetwork] = useState(false);
  const action = useAction<QuestionnaireAction>();
  const { testingId } = questionnaire;
  const version = questionnaire.definition.version;

  const setAnswer = useCallback((questionId: string, answer: Answer | undefined) => {
    setAnswers((current) => {
      const next = { ...current };
      if (answer === undefined) delete next[questionId];
      else next[questionId] = answer;
      return next;
    });
    setQuestionErrors((current) => {
      if (!(questionId in current)) return current;
      const { [questionId]: _gone, ...rest } = current;
      return rest;
    });
    setDirty(true);
  }, []);

  const refused = (error: { status: number; detail: string | null; error: string; fieldErrors: Record<string, string> }) => {
    setNoNetwork(error.status === 0);
    setProblem(error.detail ?? error.error);
    const byQuestion: Record<string, string> = {};
    for (const [key, message] of Object.entries(error.fieldErrors)) if (key.startsWith('answers.')) byQuestion[key.slice('answers.'.length)] = message;
    setQuestionErrors(byQuestion);
  };

  // Typed answers stay on the device until a save or submit took them.
  useEffect(() => {
    if (dirty) draft.keep(answers, revision);
  }, [answers, dirty, revision, draft]);

  const save = async (kind: 'save' | 'page'): Promise<boolean> => {
    if (!dirty && kind === 'page') return true;
    return action.run(
      kind,
      async () => {
        const saved = await questionnaireApi.save(testingId, { revision, version, answers });
        setRevision(saved.revision);
        setDirty(false);
        setProblem(null);
        setNoNetwork(false);
        draft.drop();
        onSaved(saved);
      },
      refused,
    );
  };

  // Back online with answers the server does not have yet: send them. The browser's 'online' may come before the
  // connection carries, or not at all (a weak signal; Chromium 156 under network emulation keeps navigator.onLine
  // false), so after a save that met no network it is also tried every few seconds until one gets through.
  const latest = useRef({ save, dirty });
  latest.current = { save, dirty };
  useEffect(() => {
    const online = () => {
      if (latest.current.dirty) void latest.current.save('save');
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);
  useEffect(() => {
    if (!noNetwork) return;
    const retry = setInterval(() => {
      if (latest.current.dirty) void latest.current.save('save');
    }, NETWORK_RETRY_MS);
    return () => clearInterval(retry);
  }, [noNetwork]);

  const submit = async (): Promise<{ missing: MissingAnswer; more: number } | { submitted: Questionnaire } | null> => {
    const { sections } = questionnaire.definition;
    const gaps = missingAnswers(sections, answers);
    const [first] = gaps;
    if (first) return { missing: first, more: gaps.length - 1 };
    const result: { submitted?: Questionnaire } = {};
    await action.run(
      'submit',
      async () => {
        // A question the answers hide is not asked (issue 61): its answer, kept while the tester could still change
        // their mind, is not submitted.
        const submitted = await questionnaireApi.submit(testingId, { revision, version, answers: withoutHiddenAnswers(sections, answers) });
        result.submitted = submitted;
        setRevision(submitted.revision);
        setDirty(false);
        setProblem(null);
        draft.drop();
      },
      refused,
    );
    return result.submitted ? { submitted: result.submitted } : null;
  };

  return { answers, restoredAt, dirty, busy: action.busy, problem, questionErrors, setAnswer, save, submit };
}
