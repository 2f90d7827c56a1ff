import { ApiError, testsCalls } from '@dtp/api-client';
import { missingAnswerMessage, questionnaireCalls, QuestionnaireTexts, shownQuestionIds, type Questionnaire } from '@dtp/api-client/questionnaire';
import {
  Badge,
  Button,
  HStack,
  LeaveGuard,
  Notice,
  PageHeading,
  paths,
  RouterLink,
  Stack,
  Text,
  isoToGermanDate,
  useCall,
  useNavigate,
  useNavigateBack,
} from '@dtp/shared-ui';
import { QuestionnairePage, questionElementId } from '@dtp/shared-ui/questionnaire';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LoadingUnderEarlyHeading, useHandOverEarlyHeading } from '../../components/early-heading';
import { questionnaireEarlyHeading } from './questionnaire-early-heading';
import { questionnaireTexts } from './questionnaire-texts';
import { useQuestionnaireAnswers } from './use-questionnaire-answers';

/** The questionnaire of a test, page by page (issue 43, item 3; the page: pages/questionnaire-page.tsx). */
export function QuestionnaireScreen({ testId }: { testId: number }) {
  const loaded = useCall(questionnaireCalls.load, [testId]);
  const backTo = useNavigateBack(paths.showTest(testId));
  // Shown: the next visit of a questionnaire (a mail's link) paints its heading before the code arrives.
  useHandOverEarlyHeading(loaded.data ? questionnaireEarlyHeading(testId) : null);
  if (loaded.loading && !loaded.data) return <LoadingUnderEarlyHeading />;
  if (!loaded.data) {
    const forbidden = loaded.error instanceof ApiError && loaded.error.status === 403;
    return <NotOpen testId={testId} backTo={backTo} forbidden={forbidden} />;
  }
  return <QuestionnairePages key={loaded.data.testingId} questionnaire={loaded.data} backTo={backTo} onSaved={loaded.setData} onPhotosChanged={() => loaded.refresh?.()} />;
}

/**
 * The questionnaire could not be loaded: the client shows the error on the badge; the screen says briefly
 * why (403: no date yet or not yet open, from the test's agreed date) and leads back to the test.
 */
function NotOpen({ testId, backTo, forbidden }: { testId: number; backTo: string; forbidden: boolean }) {
  const test = useCall(forbidden ? testsCalls.load : null, [testId], { silent: true });
  const opensOn = test.data?.questionnaireOpensOn ?? null;
  const reason = !forbidden || test.loading || !test.data ? null : opensOn ? QuestionnaireTexts.notYetOpen(isoToGermanDate(opensOn)) : QuestionnaireTexts.noDate;
  return (
    <Stack gap="4">
      <PageHeading title={questionnaireTexts.fallbackTitle} backTo={backTo} />
      <Notice status="info" title={forbidden ? questionnaireTexts.notOpenTitle : questionnaireTexts.notAvailable}>
        {reason ? <Text>{reason}</Text> : null}
        <RouterLink to={paths.showTest(testId)}>{questionnaireTexts.backToTest}</RouterLink>
      </Notice>
    </Stack>
  );
}

interface QuestionnairePagesProps {
  questionnaire: Questionnaire;
  backTo: string;
  onSaved: (saved: Questionnaire) => void;
  /** After a photo was added or removed: the questionnaire (its photos) is loaded again. */
  onPhotosChanged: () => void;
}

function QuestionnairePages({ questionnaire, backTo, onSaved, onPhotosChanged }: QuestionnairePagesProps) {
  const { sections } = questionnaire.definition;
  const readOnly = !questionnaire.editable;
  const state = useQuestionnaireAnswers(questionnaire, onSaved);
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const [notice, setNotice] = useState<{ status: 'success' | 'warning'; text: string } | null>(null);
  // What takes the focus after a page change: the page's heading, or the first unanswered question (tick: every request counts).
  const [focus, setFocus] = useState<{ question: string | null; tick: number }>({ question: null, tick: 0 });
  const [done, setDone] = useState(false);
  const pageHeading = useRef<HTMLHeadingElement>(null);

  const section = sections[page];
  const last = page === sections.length - 1;
  // Questions that follow earlier answers (issue 61): asked as the answers stand now, on every change at once.
  // Answers of a question that hides stay in state (and drafts and saves) until the submit drops them.
  const shown = useMemo(() => shownQuestionIds(sections, state.answers), [sections, state.answers]);

  // A new page: its heading takes the focus (a screen reader hears where it is); an unanswered question takes it instead.
  useEffect(() => {
    if (focus.tick === 0) return;
    if (focus.question) {
      const block = document.getElementById(questionElementId(focus.question));
      block?.scrollIntoView?.({ block: 'center' });
      block?.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled])')?.focus();
      return;
    }
    pageHeading.current?.scrollIntoView?.({ block: 'start' });
    pageHeading.current?.focus();
  }, [focus]);

  // After the submit the answers are on the server: leave without the leave guard's question.
  useEffect(() => {
    if (done && !state.dirty) navigate(paths.tests({ testCompleted: true }));
  }, [done, state.dirty, navigate]);

  const goTo = async (target: number) => {
    setNotice(null);
    // A failed save keeps the answers in state and shows the server's message; the tester can go on.
    if (!readOnly) await state.save('page');
    setPage(target);
    setFocus((current) => ({ question: null, tick: current.tick + 1 }));
  };

  const saveForLater = async () => {
    setNotice(null);
    if (await state.save('save')) setNotice({ status: 'success', text: questionnaireTexts.saved });
  };

  const submit = async () => {
    setNotice(null);
    const result = await state.submit();
    if (!result) return;
    if ('missing' in result) {
      const { missing, more } = result;
      setNotice({ status: 'warning', text: missingAnswerMessage(missing, more) });
      setPage(missing.page - 1);
      setFocus((current) => ({ question: missing.question.id, tick: current.tick + 1 }));
      return;
    }
    setDone(true);
  };

  if (!section) {
    return (
      <Stack gap="4">
        <PageHeading title={questionnaireTexts.title(questionnaire.clubName, questionnaire.premiumTest)} backTo={backTo} />
        <Text>{questionnaireTexts.notAvailable}</Text>
      </Stack>
    );
  }

  const busy = state.busy !== null;
  return (
    <Stack gap="4" maxW="3xl">
      <PageHeading title={questionnaireTexts.title(questionnaire.clubName, questionnaire.premiumTest)} backTo={backTo} />
      {readOnly ? (
        <Notice status="info" title={questionnaireTexts.state(questionnaire.progress)}>
          {questionnaireTexts.readOnly}
        </Notice>
      ) : (
        <HStack>
          <Badge colorPalette={questionnaire.progress === 'RETURNED' ? 'orange' : 'gray'}>{questionnaireTexts.state(questionnaire.progress)}</Badge>
        </HStack>
      )}
      {!readOnly && questionnaire.progress === 'RETURNED' ? <Notice status="warning">{questionnaireTexts.returned(questionnaire.returnReason)}</Notice> : null}
      {state.restoredAt && state.dirty ? <Notice status="info">{questionnaireTexts.restored(state.restoredAt)}</Notice> : null}
      {notice ? <Notice status={notice.status}>{notice.text}</Notice> : null}
      {state.problem ? <Notice status="danger">{state.problem}</Notice> : null}

      <QuestionnairePage
        heading={{ text: questionnaireTexts.pageOf(page + 1, sections.length, section.title), id: 'questionnaire-page-title', as: 'h2', size: 'lg', ref: pageHeading }}
        section={section}
        shown={shown}
        answers={state.answers}
        onChange={state.setAnswer}
        readOnly={readOnly}
        errors={state.questionErrors}
        photosOf={(questionId) => ({ testingId: questionnaire.testingId, list: questionnaire.photos.filter((p) => p.questionId === questionId), onChanged: onPhotosChanged })}
      />

      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" wrap="wrap">
        {page > 0 ? (
          <Button variant="outline" minH="11" onClick={() => void goTo(page - 1)} disabled={busy} loading={state.busy === 'page'}>
            {questionnaireTexts.back}
          </Button>
        ) : null}
        {!last ? (
          <Button colorPalette="brand" minH="11" onClick={() => void goTo(page + 1)} disabled={busy} loading={state.busy === 'page'}>
            {questionnaireTexts.next}
          </Button>
        ) : null}
        {last && !readOnly ? (
          <Button colorPalette="brand" minH="11" onClick={() => void submit()} disabled={busy} loading={state.busy === 'submit'}>
            {questionnaireTexts.submit}
          </Button>
        ) : null}
        {!readOnly ? (
          <Button variant="ghost" minH="11" onClick={() => void saveForLater()} disabled={busy} loading={state.busy === 'save'}>
            {questionnaireTexts.saveForLater}
          </Button>
        ) : null}
      </Stack>
      <LeaveGuard when={state.dirty && !done} />
    </Stack>
  );
}
