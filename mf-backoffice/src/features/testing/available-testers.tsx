import type { AvailableTester, Testing } from '@dtp/api-client/back-office';
import { testingsApi, testingsCalls } from '@dtp/api-client/back-office';
import { fullName } from '@dtp/api-client';
import { Button, ConfirmDialog, DataTable, formatGermanDecimal, HStack, Notice, positionColumn, RouterLink, SectionCard, Stack, Text, useAction, useCall, type DataTableColumn, paths } from '@dtp/shared-ui';
import { FemaleIcon, MaleIcon, useListState } from '@dtp/shared-ui/lists';
import { useCallback, useMemo, useState } from 'react';
import { testingTexts as t } from './testing-texts';

type Row = AvailableTester;

/** Why a manager should think twice: former member of the club, or tested it last season. */
export function assignmentNotes(tester: AvailableTester): string[] {
  const notes: string[] = [];
  if (tester.formerMemberUntil !== null) notes.push(t.formerMember(tester.formerMemberUntil));
  if (tester.testedClubIn !== null) notes.push(t.testedBefore(tester.testedClubIn));
  return notes;
}
const isMarked = (row: Row) => assignmentNotes(row).length > 0;

function GenderIcon({ salutation }: { salutation: AvailableTester['salutation'] }) {
  if (salutation === 'MRS') return <FemaleIcon role="img" aria-label="Frau" />;
  if (salutation === 'MR') return <MaleIcon role="img" aria-label="Herr" />;
  return <Text as="span">–</Text>;
}

export interface AvailableTestersProps {
  testing: Testing;
  /** This page's address: the data sheet leads back here. */
  backTo: string;
  /** After an assignment: the updated testing (status, tester). */
  onAssigned: (testing: Testing) => void;
}

/**
 * The testers who may test this club in this wave; sortable by handicap and distance; 'einteilen' and
 * 'öffnen'. The list follows the assignment: a change of it ('einteilen', 'Einteilung aufheben') makes
 * the list stale (the assignment's `invalidates`), so it loads again by itself and a tester just
 * unassigned is offered again at once. While it loads again the rows stay (no jump, the focus stays in
 * the table).
 */
export function AvailableTesters({ testing, backTo, onAssigned }: AvailableTestersProps) {
  const testers = useCall(testingsCalls.availableTesters, [testing.id]);
  const list = useListState([]);
  const assigning = useAction<string>();
  const { run } = assigning;
  // 'einteilen' over an assigned tester replaces them and the server clears date and tee time: asked first.
  const [replacing, setReplacing] = useState<AvailableTester | null>(null);
  const current = testing.assignedTesterId === null ? null : testing.tester;

  // One assignment at a time: a double click never assigns twice. On an error the list stays as it was.
  const assignNow = useCallback(
    (tester: AvailableTester) => run(tester.id, async () => onAssigned(await testingsApi.assign({ testingId: testing.id, userId: tester.id }))),
    [run, testing.id, onAssigned],
  );
  const assign = useCallback((tester: AvailableTester) => (current === null ? assignNow(tester) : setReplacing(tester)), [current, assignNow]);
  // The API client shows an error on the badge; either way the question closes.
  const replace = () => (replacing ? assignNow(replacing).then(() => setReplacing(null)) : undefined);

  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      positionColumn<Row>(),
      { key: 'gender', header: t.gender, hideHeader: true, mobileLabel: t.gender, cell: (row) => <GenderIcon salutation={row.salutation} /> },
      {
        key: 'lastName',
        header: t.columns.lastName,
        // A marked tester's reason sits under the name: seen with the name, no extra column.
        cell: (row) => (
          <Stack gap="0" align={{ base: 'flex-end', md: 'flex-start' }}>
            <Text>{row.lastName}</Text>
            {assignmentNotes(row).map((note) => (
              <Text key={note} fontSize="xs" color="orange.700">
                {note}
              </Text>
            ))}
          </Stack>
        ),
      },
      { key: 'firstName', header: t.columns.firstName, cell: (row) => row.firstName },
      {
        key: 'handicap',
        header: t.handicap,
        sortValue: (row) => row.handicap,
        cell: (row) => (row.handicap === null ? '–' : formatGermanDecimal(row.handicap, 1)),
        align: 'end',
      },
      {
        key: 'distance',
        header: t.distance,
        sortValue: (row) => row.distance,
        cell: (row) => (row.distance === null ? '–' : t.km(row.distance)),
        align: 'end',
      },
      { key: 'status', header: t.columns.status, cell: (row) => row.progressMessage },
      { key: 'waves', header: t.waves, cell: (row) => t.wavesValue(row.availableWaves) },
      {
        key: 'actions',
        header: t.columns.actions,
        hideHeader: true,
        mobileLabel: t.columns.actions,
        cell: (row) => (
          <HStack gap="1" justify={{ base: 'flex-end', md: 'flex-start' }}>
            <Button
              size="xs"
              colorPalette="brand"
              aria-label={t.assignLabel(fullName(row))}
              loading={assigning.busy === row.id}
              disabled={assigning.busy !== null}
              onClick={() => void assign(row)}
            >
              {t.assign}
            </Button>
            <Button asChild size="xs" variant="outline">
              <RouterLink to={paths.showDatasheet(row.id, backTo)} aria-label={t.openLabel(fullName(row))}>
                {t.open}
              </RouterLink>
            </Button>
          </HStack>
        ),
      },
    ],
    [assign, assigning.busy, backTo],
  );

  const rows = testers.data ?? [];
  const noAddress = testing.street.trim() === '' || testing.zip.trim() === '';

  return (
    <SectionCard id="available-testers-title" title={t.availableTitle}>
      {noAddress ? <Notice status="warning">{t.noAddress}</Notice> : null}
      {rows.some(isMarked) ? <Text fontSize="sm" color="gray.700">{t.markedNote}</Text> : null}
      {testers.data ? (
        <DataTable
          caption={t.availableCaption(testing.club, testing.wave.number)}
          rows={rows}
          columns={columns}
          rowKey={(row) => row.id}
          {...list.tableSort}
          pinLast={isMarked}
          emptyMessage={testing.assignedTesterId === null ? t.availableEmpty : t.availableEmptyMore}
        />
      ) : null}
      <ConfirmDialog
        open={replacing !== null}
        title={t.replaceTitle}
        onConfirm={replace}
        onCancel={() => setReplacing(null)}
        confirmLabel={t.replaceButton}
        tone="danger"
        busy={assigning.busy !== null}
      >
        <Text>{t.replaceConfirm(current ?? '', replacing ? fullName(replacing) : '')}</Text>
      </ConfirmDialog>
    </SectionCard>
  );
}
