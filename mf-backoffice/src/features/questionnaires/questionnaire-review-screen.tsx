import { historyCalls, measuresApi, measuresCalls, MeasureTexts, questionnaireReviewApi, testingsCalls, type Finding } from '@dtp/api-client/back-office';
import { QuestionnaireProgressLabels, questionnaireCalls, questionnairePrintApi, type Question, type Questionnaire } from '@dtp/api-client/questionnaire';
import { Button, HStack, LoadedScreen, Notice, PageHeading, paths, saveFile, Stack, Text, useAction, useCall, useNavigateBack } from '@dtp/shared-ui';
import { formatDateTime } from '@dtp/shared-ui/lists';
import { useMemo, useState } from 'react';
import { HistorySection } from '../../components/history/history-section';
import { DropFindingDialog } from '../../components/measures/drop-finding-dialog';
import { reviewTexts as t } from './questionnaires-texts';
import { CorrectDialog, ReleaseDialog, ResendReportDialog, ReturnDialog } from './review-dialogs';
import { ScoresCard, SectionAnswers, type FindingToggle, type ShareToggle } from './review-answers';

/**
 * One submitted questionnaire in the back office (issue 43, item 4): every answer with its photos, the section
 * scores and the total, and the testing's Verlauf. While it is 'Eingegangen': 'Zurück an Tester' (with a reason),
 * 'Antwort korrigieren' per answer (with a note) and 'Freigeben'. Each step's answer shows at once; what it makes
 * stale (the list, the Verlauf) loads again by itself.
 */
export function QuestionnaireReviewScreen({ testingId }: { testingId: number }) {
  const questionnaire = useCall(questionnaireCalls.load, [testingId]);
  const back = useNavigateBack(paths.questionnaires());
  return (
    <LoadedScreen loaded={questionnaire} title={t.fallbackTitle} back={back} notFound={t.notFound}>
      {(data) => <Review questionnaire={data} back={back} onChanged={questionnaire.setData} />}
    </LoadedScreen>
  );
}

type Dialog = { kind: 'return' } | { kind: 'release' } | { kind: 'resend' } | { kind: 'correct'; question: Question } | null;

function Review({ questionnaire, back, onChanged }: { questionnaire: Questionnaire; back: string; onChanged: (q: Questionnaire) => void }) {
  const testing = useCall(testingsCalls.load, [questionnaire.testingId]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const done = (changed: Questionnaire) => {
    onChanged(changed);
    setDialog(null);
  };
  const { progress } = questionnaire;
  const reviewable = progress === 'SUBMITTED';
  const info = testing.data;
  const subtitle = t.subtitle([
    info ? t.wave(info.wave.number, info.wave.weeks, info.wave.year) : '',
    info?.tester ? t.tester(info.tester) : '',
    t.state(QuestionnaireProgressLabels[progress]),
    questionnaire.submittedAt ? t.submittedAt(formatDateTime(questionnaire.submittedAt)) : '',
  ]);
  const onCorrect = reviewable ? (question: Question) => setDialog({ kind: 'correct', question }) : null;
  const sharing = useAction<'share'>();
  // The PDFs are the API server's (the demo answers 404, shown on the error badge); the print client loads on the tap.
  const printing = useAction<'answered' | 'clubReport'>();
  const print = (what: 'answered' | 'clubReport') =>
    void printing.run(what, async () => {
      const file = await questionnairePrintApi[what](questionnaire.testingId);
      saveFile(file, file.name);
    });
  const onShare: ShareToggle =
    progress === 'OPEN' ? null : (photo, shareable) => void sharing.run('share', async () => onChanged(await questionnaireReviewApi.sharePhoto(photo.id, { shareable })));
  const findings = useFindings(progress === 'RELEASED' ? questionnaire.testingId : null);

  return (
    <Stack gap="4">
      <PageHeading
        title={t.title(questionnaire.clubName, questionnaire.premiumTest)}
        subtitle={subtitle}
        backTo={back}
        actions={
          <HStack gap="2" wrap="wrap">
            {progress === 'OPEN' ? null : (
              <Button variant="outline" loading={printing.busy === 'answered'} onClick={() => print('answered')}>
                {t.printAnswered}
              </Button>
            )}
            {reviewable ? (
              <>
                <Button variant="outline" onClick={() => setDialog({ kind: 'return' })}>
                  {t.returnToTester}
                </Button>
                <Button colorPalette="brand" onClick={() => setDialog({ kind: 'release' })}>
                  {t.release}
                </Button>
              </>
            ) : null}
            {progress === 'RELEASED' ? (
              <>
                <Button variant="outline" loading={printing.busy === 'clubReport'} onClick={() => print('clubReport')}>
                  {t.printClubReport}
                </Button>
                <Button variant="outline" onClick={() => setDialog({ kind: 'resend' })}>
                  {t.resendReport}
                </Button>
              </>
            ) : null}
          </HStack>
        }
      />
      {progress === 'OPEN' ? <Notice status="info">{t.notSubmitted}</Notice> : null}
      {progress === 'RETURNED' ? <Notice status="warning">{t.returned(questionnaire.returnReason)}</Notice> : null}
      {progress === 'RELEASED' ? (
        <Notice status="success">
          <Text>{t.released}</Text>
        </Notice>
      ) : null}
      {findings.closed ? <Notice status="info">{MeasureTexts.closedNoChange}</Notice> : null}
      <ScoresCard score={questionnaire.score} />
      {questionnaire.definition.sections.map((section) => (
        <SectionAnswers
          key={section.id}
          questionnaire={questionnaire}
          section={section}
          score={questionnaire.score.sections.find((s) => s.sectionId === section.id)?.score}
          onCorrect={onCorrect}
          onShare={onShare}
          findings={findings.toggle}
        />
      ))}
      <HistorySection call={historyCalls.ofTesting} args={[questionnaire.testingId]} />
      <ReturnDialog open={dialog?.kind === 'return'} questionnaire={questionnaire} onClose={close} onDone={done} />
      <ReleaseDialog open={dialog?.kind === 'release'} questionnaire={questionnaire} onClose={close} onDone={done} />
      <ResendReportDialog open={dialog?.kind === 'resend'} questionnaire={questionnaire} onClose={close} onDone={done} />
      <CorrectDialog question={dialog?.kind === 'correct' ? dialog.question : null} questionnaire={questionnaire} onClose={close} onDone={done} />
      {findings.dialog}
    </Stack>
  );
}

/**
 * A released questionnaire's findings (issue 62): which scored questions are one, 'Als Handlungsfeld aufnehmen' and
 * 'Handlungsfeld entfernen' (asked first: the club no longer sees it); none while the club's plan is closed. Each change makes the list stale (the rows'
 * `invalidates`), so it loads again by itself. Nothing before the release (`testingId` null).
 */
function useFindings(testingId: number | null) {
  const findings = useCall(testingId === null ? null : measuresCalls.ofTesting, [testingId ?? 0]);
  const action = useAction<'add' | 'drop'>();
  const [dropping, setDropping] = useState<Finding | null>(null);
  const data = findings.data;
  // A closed plan changes no finding until it is opened again on the club's page.
  const closed = data?.some((f) => f.closedAt !== null) ?? false;
  const toggle = useMemo<FindingToggle | null>(() => {
    if (testingId === null || !data || closed) return null;
    const byQuestion = new Map(data.map((f) => [f.questionId, f]));
    return {
      findingOf: (question) => byQuestion.get(question.id),
      add: (question) => void action.run('add', async () => void (await measuresApi.add({ testingId, questionId: question.id }))),
      drop: setDropping,
      busy: action.busy !== null,
    };
  }, [testingId, data, closed, action]);
  const dialog = (
    <DropFindingDialog
      question={dropping?.questionText ?? null}
      busy={action.busy === 'drop'}
      onConfirm={async () => {
        if (!dropping) return;
        await action.run('drop', async () => void (await measuresApi.drop(dropping.id)));
        setDropping(null);
      }}
      onCancel={() => setDropping(null)}
    />
  );
  return { toggle, closed, dialog };
}
