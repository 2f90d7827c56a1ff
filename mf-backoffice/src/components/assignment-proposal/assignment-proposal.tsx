import { fullName, type ApiError } from '@dtp/api-client';
import { wavesApi, type Proposal, type ProposalRow, type ProposalTotals } from '@dtp/api-client/back-office';
import {
  Badge,
  Button,
  CellSubline,
  ConfirmDialog,
  DataTable,
  HStack,
  Notice,
  RadioGroup,
  SectionCard,
  Stack,
  TableActionButton,
  TableActions,
  Text,
  useAction,
  type DataTableColumn,
} from '@dtp/shared-ui';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { assignmentProposalTexts as t, type ProposalProgress } from './assignment-proposal-texts';
import { assignmentsOf, choicesChanged, choicesOf, proposalInputOf, toggleDrop, togglePin, type ProposalChoices } from './proposal-choices';

export interface AssignmentProposalProps {
  waveId: number;
  waveNumber: number;
  onClose: () => void;
  /** After 'Übernehmen': how many testings took which status (the call's `invalidates` refresh the screens' data). */
  onApplied: (applied: number, progress: ProposalProgress) => void;
}

const NO_CHOICES: ProposalChoices = { drops: new Set(), pins: new Map() };
/** Every open testing of a wave on one page: the manager weighs them together. */
const ALL_ROWS = 1000;

/**
 * 'Einteilung vorschlagen' (issue 60): the server's proposal for the wave's testings without a tester, beside the totals
 * of assigning them test by test. The manager drops testings, pins testers and proposes again; nothing changes until
 * 'Übernehmen' marks or assigns the proposed testers. A refusal (the demo has no solver; a testing changed meanwhile) is
 * on the error badge, and its message stays beside the proposal, which stays on screen.
 */
export function AssignmentProposal({ waveId, waveNumber, onClose, onApplied }: AssignmentProposalProps) {
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [choices, setChoices] = useState<ProposalChoices>(NO_CHOICES);
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [progress, setProgress] = useState<ProposalProgress>('MARKED');
  const action = useAction<'propose' | 'apply'>();
  const { run } = action;

  // The server's message (the demo's 'no solver', a pin refused); a lost update says what to do next.
  const failed = useCallback((error: ApiError) => setFailure(error.status === 409 ? t.stale : (error.detail ?? error.error)), []);
  const propose = useCallback(
    (next: ProposalChoices) =>
      run(
        'propose',
        async () => {
          setFailure(null);
          const answer = await wavesApi.propose(proposalInputOf(waveId, next));
          setProposal(answer);
          setChoices(choicesOf(answer));
        },
        failed,
      ),
    [run, waveId, failed],
  );
  // The first proposal as the section opens.
  useEffect(() => {
    void propose(NO_CHOICES);
  }, [propose]);

  const assignments = useMemo(() => (proposal ? assignmentsOf(proposal, choices) : []), [proposal, choices]);
  const apply = () =>
    run(
      'apply',
      async () => {
        setFailure(null);
        const { applied } = await wavesApi.applyProposal({ waveId, progress, assignments });
        onApplied(applied, progress);
      },
      failed,
    ).then(() => setAsking(false));

  const onDrop = useCallback((row: ProposalRow) => setChoices((c) => toggleDrop(c, row.testingId)), []);
  const onPin = useCallback((row: ProposalRow) => setChoices((c) => togglePin(c, row)), []);
  const columns = useMemo(() => rowColumns(choices, onDrop, onPin), [choices, onDrop, onPin]);
  const busy = action.busy !== null;

  return (
    <SectionCard id="assignment-proposal-title" title={t.title(waveNumber)}>
      <Text color="gray.700">{t.intro}</Text>
      {failure !== null ? <Notice status="warning">{failure}</Notice> : null}
      {proposal === null && action.busy === 'propose' ? <Text role="status">{t.loading}</Text> : null}
      {proposal ? (
        <>
          <ProposalTotalsTable proposal={proposal} />
          {choicesChanged(proposal, choices) ? <Notice status="info">{t.changedNotice}</Notice> : null}
          <DataTable
            caption={t.caption(waveNumber)}
            rows={proposal.rows}
            columns={columns}
            rowKey={(row) => row.testingId}
            emptyMessage={t.empty}
            pageSize={ALL_ROWS}
          />
        </>
      ) : null}
      <HStack gap="2" wrap="wrap">
        {proposal ? (
          <>
            <Button colorPalette="brand" disabled={busy || assignments.length === 0} title={assignments.length === 0 ? t.nothingToApply : undefined} onClick={() => setAsking(true)}>
              {t.apply}
            </Button>
            <Button variant="outline" colorPalette="brand" loading={action.busy === 'propose'} disabled={busy} onClick={() => void propose(choices)}>
              {t.propose}
            </Button>
          </>
        ) : null}
        <Button variant="ghost" onClick={onClose} disabled={action.busy === 'apply'}>
          {t.close}
        </Button>
      </HStack>
      <ConfirmDialog
        open={asking}
        title={t.applyTitle}
        onConfirm={apply}
        onCancel={() => setAsking(false)}
        confirmLabel={t.apply}
        busy={action.busy === 'apply'}
      >
        <Stack gap="3">
          <RadioGroup
            name="proposal-progress"
            label={t.applyChoice}
            options={t.progressOptions}
            value={progress}
            onSelect={(value) => setProgress(value as ProposalProgress)}
          />
          <Text fontWeight="medium">{t.applyQuestion(assignments.length, progress)}</Text>
          <Text color="gray.600">{progress === 'ASSIGNED' ? t.applyMails(assignments.length) : t.applyNoMails}</Text>
        </Stack>
      </ConfirmDialog>
    </SectionCard>
  );
}

const muted = (text: ReactNode) => (
  <Text as="span" color="gray.500">
    {text}
  </Text>
);

/** Test / Club, Vorgeschlagener Tester, Entfernung, Gründe, and 'Entfernen' / 'Anheften' per row. */
function rowColumns(choices: ProposalChoices, onDrop: (row: ProposalRow) => void, onPin: (row: ProposalRow) => void): DataTableColumn<ProposalRow>[] {
  const dropped = (row: ProposalRow) => choices.drops.has(row.testingId);
  return [
    {
      key: 'test',
      header: t.columns.test,
      cell: (row) => (
        <Stack gap="1" align={{ base: 'flex-end', md: 'flex-start' }}>
          <Text as="span" fontWeight="medium" color={dropped(row) ? 'gray.500' : undefined}>
            {row.clubName}
          </Text>
          {row.premiumTest ? (
            <Badge colorPalette="orange" variant="subtle" size="sm">
              {t.premium}
            </Badge>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'tester',
      header: t.columns.tester,
      cell: (row) => {
        if (dropped(row)) return muted(t.droppedTester);
        if (!row.tester) return muted(row.dropped ? t.takenBackHint : t.noTester);
        return (
          <Stack gap="0" align={{ base: 'flex-end', md: 'flex-start' }}>
            <HStack gap="2" wrap="wrap" justify={{ base: 'flex-end', md: 'flex-start' }}>
              <Text as="span">{fullName(row.tester)}</Text>
              {choices.pins.has(row.testingId) ? (
                <Badge colorPalette="blue" variant="subtle" size="sm">
                  {t.pinnedBadge}
                </Badge>
              ) : null}
            </HStack>
            <CellSubline>{row.tester.statusLabel}</CellSubline>
          </Stack>
        );
      },
    },
    {
      key: 'distance',
      header: t.columns.distance,
      align: 'end',
      noWrap: true,
      cell: (row) => (dropped(row) || row.distanceKm === null ? t.noDistance : t.km(row.distanceKm)),
    },
    {
      key: 'reasons',
      header: t.columns.reasons,
      cell: (row) => {
        if (dropped(row) || (row.emptyReason === null && row.reasons.length === 0)) return muted(t.noReasons);
        if (row.emptyReason !== null)
          return (
            <Text as="span" fontSize="sm" color="orange.700">
              {row.emptyReason}
            </Text>
          );
        return (
          <Stack gap="0" align={{ base: 'flex-end', md: 'flex-start' }}>
            {row.reasons.map((reason) => (
              <Text key={reason} as="span" fontSize="sm">
                {reason}
              </Text>
            ))}
          </Stack>
        );
      },
    },
    {
      key: 'actions',
      header: t.columns.actions,
      hideHeader: true,
      mobileLabel: t.columns.actions,
      cell: (row) => {
        const name = row.tester ? fullName(row.tester) : '';
        const pinned = choices.pins.has(row.testingId);
        return (
          <TableActions>
            <TableActionButton palette={dropped(row) ? 'brand' : 'red'} aria-label={dropped(row) ? t.undropLabel(row.clubName) : t.dropLabel(row.clubName)} onClick={() => onDrop(row)}>
              {dropped(row) ? t.undrop : t.drop}
            </TableActionButton>
            {row.tester && !dropped(row) ? (
              <TableActionButton palette="brand" aria-label={pinned ? t.unpinLabel(name, row.clubName) : t.pinLabel(name, row.clubName)} aria-pressed={pinned} onClick={() => onPin(row)}>
                {pinned ? t.unpin : t.pin}
              </TableActionButton>
            ) : null}
          </TableActions>
        );
      },
    },
  ];
}

interface Figure {
  key: string;
  label: string;
  of: (totals: ProposalTotals) => ReactNode;
}

const figures: Figure[] = [
  { key: 'filled', label: t.filledLabel, of: (x) => t.filled(x.filled, x.open) },
  {
    key: 'km',
    label: t.kmLabel,
    of: (x) => (
      <Stack gap="0" align="flex-end">
        <Text as="span">{t.kmTotal(x.km)}</Text>
        {x.unknownDistances > 0 ? <CellSubline>{t.unknownDistances(x.unknownDistances)}</CellSubline> : null}
      </Stack>
    ),
  },
  { key: 'costs', label: t.costsLabel, of: (x) => t.costs(x.travelCosts) },
];

/** What the proposal gains over test by test: more testings filled, or as many with fewer km; null when neither. */
function gainOf(proposal: ProposalTotals, nearestFirst: ProposalTotals): string | null {
  if (proposal.filled > nearestFirst.filled) return t.gainFilled(proposal.filled - nearestFirst.filled);
  if (proposal.filled === nearestFirst.filled && proposal.km < nearestFirst.km) return t.gainKm(nearestFirst.km - proposal.km, nearestFirst.travelCosts - proposal.travelCosts);
  return null;
}

/** The proposal's figures beside those of the nearest free tester, test by test: the gain at a glance. */
function ProposalTotalsTable({ proposal }: { proposal: Proposal }) {
  const columns: DataTableColumn<Figure>[] = [
    { key: 'figure', header: t.totalsColumns.figure, cell: (f) => <Text as="span" fontWeight="medium">{f.label}</Text> },
    { key: 'proposal', header: t.totalsColumns.proposal, align: 'end', cell: (f) => f.of(proposal.proposal) },
    { key: 'nearestFirst', header: t.totalsColumns.nearestFirst, align: 'end', cell: (f) => f.of(proposal.nearestFirst) },
  ];
  // On a phone each figure is a card of its two values: three columns side by side would scroll sideways.
  const gain = gainOf(proposal.proposal, proposal.nearestFirst);
  return (
    <Stack gap="2">
      <DataTable caption={t.totalsCaption} rows={figures} columns={columns} rowKey={(f) => f.key} showCount={false} />
      {gain ? (
        <Text fontWeight="medium" color="green.700">
          {gain}
        </Text>
      ) : null}
    </Stack>
  );
}
