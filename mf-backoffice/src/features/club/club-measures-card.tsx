import {
  FindingOutcomeLabels,
  measuresApi,
  measuresCalls,
  MeasureStateLabels,
  MeasureTexts,
  type ClubMeasures,
} from '@dtp/api-client/back-office';
import { percentText } from '@dtp/api-client/questionnaire';
import {
  Badge,
  Box,
  Button,
  formatDate,
  Heading,
  HStack,
  Image,
  List,
  SectionCard,
  Spinner,
  Stack,
  Text,
  useAction,
  useBlobUrl,
  useCall,
} from '@dtp/shared-ui';
import { formatDateTime } from '@dtp/shared-ui/lists';
import { useId, useMemo, useState } from 'react';
import { DropFindingDialog } from '../../components/measures/drop-finding-dialog';
import { clubMeasuresTexts as t } from './club-measures-texts';

type ClubFinding = ClubMeasures['findings'][number];

/** The findings of each season, the newest season first (the server sends them so). */
function bySeason(findings: readonly ClubFinding[]): { year: number; findings: ClubFinding[] }[] {
  const seasons = new Map<number, ClubFinding[]>();
  for (const finding of findings) seasons.set(finding.year, [...(seasons.get(finding.year) ?? []), finding]);
  return [...seasons.entries()].sort(([a], [b]) => b - a).map(([year, list]) => ({ year, findings: list }));
}

/**
 * The club's card 'Maßnahmen' (issue 62, item 3): its findings per season (the newest first) with the club's answer,
 * its state ('überfällig' when a planned date passed), the evidence photo, what the next test found and each one's
 * Verlauf; per season 'Plan abschließen' / 'Plan wieder öffnen', per finding 'Handlungsfeld entfernen'.
 */
export function ClubMeasuresCard({ clubId }: { clubId: number }) {
  const measures = useCall(measuresCalls.ofClub, [clubId]);
  const data = measures.data;
  const seasons = useMemo(() => bySeason(data?.findings ?? []), [data]);
  const action = useAction<'plan' | 'drop'>();
  const [dropping, setDropping] = useState<ClubFinding | null>(null);

  const setPlan = (year: number, closed: boolean) =>
    void action.run('plan', async () => measures.setData(await measuresApi.closePlan({ clubId, year, closed })));
  // The drop makes the card stale (its row's `invalidates`): it loads again by itself.
  const drop = (finding: ClubFinding) =>
    action.run('drop', async () => {
      await measuresApi.drop(finding.id);
      setDropping(null);
    });

  return (
    <SectionCard id="massnahmen" title={MeasureTexts.card}>
      {data ? <Text color="fg.muted">{MeasureTexts.threshold(data.thresholdPercent)}</Text> : null}
      {data?.findings.length === 0 ? <Text>{MeasureTexts.none}</Text> : null}
      {seasons.map(({ year, findings }) => {
        const closedAt = findings.find((f) => f.closedAt !== null)?.closedAt ?? null;
        const label = closedAt === null ? MeasureTexts.close : MeasureTexts.reopen;
        return (
          <Stack key={year} gap="3" as="section" aria-label={t.season(year)}>
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Heading as="h3" size="sm">
                {t.season(year)}
              </Heading>
              <HStack gap="2" wrap="wrap">
                {closedAt !== null ? <Badge colorPalette="gray">{t.closedAt(formatDate(closedAt))}</Badge> : null}
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="brand"
                  aria-label={t.ofSeason(label, year)}
                  loading={action.busy === 'plan'}
                  disabled={action.busy !== null}
                  onClick={() => setPlan(year, closedAt === null)}
                >
                  {label}
                </Button>
              </HStack>
            </HStack>
            <List.Root variant="plain" gap="3">
              {findings.map((finding) => (
                <List.Item key={finding.id}>
                  <FindingView finding={finding} onDrop={finding.closedAt === null ? () => setDropping(finding) : null} />
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        );
      })}
      <DropFindingDialog
        question={dropping?.questionText ?? null}
        busy={action.busy === 'drop'}
        onConfirm={async () => {
          if (dropping) await drop(dropping);
        }}
        onCancel={() => setDropping(null)}
      />
    </SectionCard>
  );
}

/** A label and its value, one line. */
function Line({ label, children }: { label: string; children: string }) {
  return (
    <Text>
      <Text as="span" color="fg.muted">{`${label}: `}</Text>
      {children}
    </Text>
  );
}

/** One finding: the question, the club's answer and state, the evidence, the next test, the Verlauf. */
function FindingView({ finding, onDrop }: { finding: ClubFinding; onDrop: (() => void) | null }) {
  const { measure, result } = finding;
  const [open, setOpen] = useState(false);
  const historyId = useId();
  return (
    <Box as="article" aria-label={finding.questionText} borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="2">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Stack gap="0.5">
            <Text fontWeight="semibold">{finding.questionText}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t.section(finding.sectionTitle, percentText(finding.percent))}
              {finding.source === 'MANUAL' ? ` · ${t.manual}` : ''}
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={measure.state === 'DONE' ? 'green' : measure.state === 'OPEN' ? 'gray' : 'blue'}>{MeasureStateLabels[measure.state]}</Badge>
            {finding.overdue ? <Badge colorPalette="red">{MeasureTexts.overdue}</Badge> : null}
          </HStack>
        </HStack>
        {finding.answer ? <Line label={t.answer}>{finding.answer}</Line> : null}
        {finding.comment ? <Line label={t.comment}>{finding.comment}</Line> : null}
        {measure.text ? <Line label={t.what}>{measure.text}</Line> : null}
        {measure.who ? <Line label={t.who}>{measure.who}</Line> : null}
        {measure.until ? <Line label={t.until}>{formatDate(measure.until)}</Line> : null}
        {measure.photoId !== null ? <Evidence photoId={measure.photoId} question={finding.questionText} /> : null}
        {result ? <Line label={t.result}>{MeasureTexts.history.result(FindingOutcomeLabels[result.outcome], result.year)}</Line> : null}
        <HStack gap="2" wrap="wrap">
          <Button size="xs" variant="ghost" aria-expanded={open} aria-controls={historyId} onClick={() => setOpen(!open)}>
            {t.history(finding.history.length)}
          </Button>
          {onDrop ? (
            <Button size="xs" variant="outline" colorPalette="red" aria-label={t.ofQuestion(MeasureTexts.drop, finding.questionText)} onClick={onDrop}>
              {MeasureTexts.drop}
            </Button>
          ) : null}
        </HStack>
        {open ? (
          <List.Root id={historyId} aria-label={t.historyOf(finding.questionText)} fontSize="sm" ps="4">
            {finding.history.map((entry) => (
              // Each entry's 'from' is the finding's question, which the card shows above: only what happened.
              <List.Item key={entry.id}>{t.historyEntry(formatDateTime(entry.at), entry.by, entry.toLabel)}</List.Item>
            ))}
          </List.Root>
        ) : null}
      </Stack>
    </Box>
  );
}

/** The club's evidence photo as a thumbnail that opens the full image. */
function Evidence({ photoId, question }: { photoId: number; question: string }) {
  const image = useBlobUrl(() => measuresApi.photoImage(photoId), photoId);
  return (
    <Stack gap="1">
      <Text color="fg.muted">{`${t.evidence}:`}</Text>
      <Box borderWidth="1px" borderRadius="md" p="1" bg="gray.50" w="36">
        {image.url ? (
          <a href={image.url} target="_blank" rel="noopener noreferrer">
            <Image src={image.url} alt={t.photoAlt(question)} w="full" h="24" objectFit="cover" borderRadius="sm" />
          </a>
        ) : image.failed ? (
          <Text fontSize="sm">{t.photoFailed}</Text>
        ) : (
          <Spinner size="sm" aria-label={t.photoLoading} />
        )}
      </Box>
    </Stack>
  );
}
