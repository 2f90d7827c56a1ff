import { answerText, MeasureTexts, type Finding } from '@dtp/api-client/back-office';
import { conditionText, isScoredQuestion, NOT_ASKED_LABEL, questionnaireApi, shownQuestionIds, type Question, type Questionnaire, type QuestionnairePhoto, type QuestionnaireScore, type QuestionSection } from '@dtp/api-client/questionnaire';
import { Box, Checkbox, DataTable, HStack, Image, SectionCard, Spinner, Stack, Text, TableActionButton, TableActions, useBlobUrl, VisuallyHidden, type DataTableColumn } from '@dtp/shared-ui';
import { useMemo } from 'react';
import { reviewTexts as t, scoreText } from './questionnaires-texts';

/**
 * A released questionnaire's findings (issue 62): per scored question 'Als Handlungsfeld aufnehmen', or
 * 'Handlungsfeld entfernen' where it is one; null before the release.
 */
export interface FindingToggle {
  findingOf: (question: Question) => Finding | undefined;
  add: (question: Question) => void;
  drop: (finding: Finding) => void;
  busy: boolean;
}

/** Marks a photo for the club's report or takes it out; null where it cannot be (the questionnaire is still open). */
export type ShareToggle = ((photo: QuestionnairePhoto, shareable: boolean) => void) | null;

function Thumbnail({ photo, onShare }: { photo: QuestionnairePhoto; onShare: ShareToggle }) {
  const image = useBlobUrl(() => questionnaireApi.photoImage(photo.id), photo.id);
  return (
    <Box borderWidth="1px" borderRadius="md" p="1" bg="gray.50" w="36">
      {image.url ? (
        <a href={image.url} target="_blank" rel="noopener noreferrer">
          <Image src={image.url} alt={t.photoAlt(photo.fileName)} w="full" h="24" objectFit="cover" borderRadius="sm" />
        </a>
      ) : image.failed ? (
        <Text fontSize="sm">{photo.fileName}</Text>
      ) : (
        <Spinner size="sm" aria-label={t.photoLoading} />
      )}
      {onShare ? (
        <Checkbox.Root mt="1" size="sm" colorPalette="brand" checked={photo.shareable} onCheckedChange={(details) => onShare(photo, details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            {t.photoShareable}
            <VisuallyHidden>{` (${t.photoAlt(photo.fileName)})`}</VisuallyHidden>
          </Checkbox.Label>
        </Checkbox.Root>
      ) : null}
    </Box>
  );
}

/** The answer as a person reads it; a photos question shows its photos. */
function AnswerCell({ question, questionnaire, onShare }: { question: Question; questionnaire: Questionnaire; onShare: ShareToggle }) {
  if (question.kind === 'photos') {
    const photos = (questionnaire.photos ?? []).filter((p) => p.questionId === question.id);
    if (photos.length === 0) return <Text>{t.noPhotos}</Text>;
    return (
      <Stack gap="1">
        <HStack gap="2" wrap="wrap" align="start">
          {photos.map((photo) => (
            <Thumbnail key={photo.id} photo={photo} onShare={onShare} />
          ))}
        </HStack>
        {onShare ? <Text fontSize="sm" color="fg.muted">{questionnaire.progress === 'RELEASED' ? t.photoShareAfterRelease : t.photoShareHint}</Text> : null}
      </Stack>
    );
  }
  return <Text whiteSpace="pre-wrap">{answerText(question, questionnaire.answers[question.id])}</Text>;
}

export interface SectionAnswersProps {
  questionnaire: Questionnaire;
  section: QuestionSection;
  score: QuestionnaireScore['sections'][number]['score'] | undefined;
  /** While the questionnaire is 'Eingegangen': 'Antwort korrigieren' per answer (not for photos). */
  onCorrect: ((question: Question) => void) | null;
  /** Once it is in: 'Für den Club sichtbar' per photo. */
  onShare: ShareToggle;
  /** Once it is released: the findings per scored question (issue 62). */
  findings?: FindingToggle | null;
}

/** 'Als Handlungsfeld aufnehmen' or 'Handlungsfeld entfernen' for a scored question the test asked. */
function FindingButton({ question, findings }: { question: Question; findings: FindingToggle }) {
  const finding = findings.findingOf(question);
  return (
    <TableActions>
      {finding ? (
        <TableActionButton palette="red" aria-label={t.findingLabel(MeasureTexts.drop, question.text)} disabled={findings.busy} onClick={() => findings.drop(finding)}>
          {MeasureTexts.drop}
        </TableActionButton>
      ) : (
        <TableActionButton palette="brand" aria-label={t.findingLabel(MeasureTexts.add, question.text)} disabled={findings.busy} onClick={() => findings.add(question)}>
          {MeasureTexts.add}
        </TableActionButton>
      )}
    </TableActions>
  );
}

/** The question, and under it its condition ('nur wenn …') when it has one. */
function QuestionCell({ question, sections }: { question: Question; sections: readonly QuestionSection[] }) {
  const condition = conditionText(question, sections);
  return (
    <Stack gap="0.5">
      <Text>{question.text}</Text>
      {condition ? (
        <Text fontSize="sm" color="fg.muted">
          {condition}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * One page of the questionnaire: every question with its answer (or 'nicht beantwortet'; 'nicht gefragt' where the
 * tester's answers hid it, issue 61), and the section's score.
 */
export function SectionAnswers({ questionnaire, section, score, onCorrect, onShare, findings = null }: SectionAnswersProps) {
  const columns = useMemo<DataTableColumn<Question>[]>(() => {
    const { sections } = questionnaire.definition;
    const shown = shownQuestionIds(sections, questionnaire.answers);
    return [
      { key: 'question', header: t.question, width: '45%', cell: (q) => <QuestionCell question={q} sections={sections} /> },
      {
        key: 'answer',
        header: t.answer,
        cell: (q) =>
          shown.has(q.id) ? (
            <AnswerCell question={q} questionnaire={questionnaire} onShare={onShare} />
          ) : (
            <Text color="fg.muted" fontStyle="italic">
              {NOT_ASKED_LABEL}
            </Text>
          ),
      },
      ...(onCorrect
        ? [
            {
              key: 'actions',
              header: t.actions,
              hideHeader: true,
              mobileLabel: t.actions,
              cell: (q: Question) =>
                q.kind === 'photos' || !shown.has(q.id) ? null : (
                  <TableActions>
                    <TableActionButton palette="brand" aria-label={t.correctLabel(q.text)} onClick={() => onCorrect(q)}>
                      {t.correct}
                    </TableActionButton>
                  </TableActions>
                ),
            },
          ]
        : []),
      ...(findings
        ? [
            {
              key: 'finding',
              header: MeasureTexts.card,
              hideHeader: true,
              mobileLabel: MeasureTexts.card,
              cell: (q: Question) => (isScoredQuestion(q) && shown.has(q.id) ? <FindingButton question={q} findings={findings} /> : null),
            },
          ]
        : []),
    ];
  }, [questionnaire, onCorrect, onShare, findings]);
  const id = `section-${section.id}`;
  return (
    <SectionCard id={id} title={section.title}>
      {score ? <Text color="fg.muted">{t.sectionScore(scoreText(score.percent))}</Text> : null}
      <DataTable caption={t.answersCaption(section.title)} rows={section.questions} columns={columns} rowKey={(q) => q.id} showCount={false} />
    </SectionCard>
  );
}

interface ScoreRow {
  key: string;
  title: string;
  percent: number | null;
  points: number;
  possible: number;
}

const scoreColumns: DataTableColumn<ScoreRow>[] = [
  { key: 'title', header: t.section, cell: (row) => (row.key === 'total' ? <Text fontWeight="semibold">{row.title}</Text> : row.title) },
  { key: 'percent', header: t.percent, noWrap: true, align: 'end', cell: (row) => scoreText(row.percent) },
  { key: 'points', header: t.points, noWrap: true, align: 'end', cell: (row) => t.pointsOf(row.points, row.possible) },
];

/** The section scores and the total (percent of the weighted possible points). */
export function ScoresCard({ score }: { score: QuestionnaireScore }) {
  const rows = useMemo<ScoreRow[]>(
    () => [
      ...score.sections.map((s) => ({ key: s.sectionId, title: s.title, ...s.score })),
      { key: 'total', title: t.total, ...score.total },
    ],
    [score],
  );
  return (
    <SectionCard id="questionnaire-scores" title={t.scoresTitle}>
      <DataTable caption={t.scoresCaption} rows={rows} columns={scoreColumns} rowKey={(row) => row.key} showCount={false} />
    </SectionCard>
  );
}
