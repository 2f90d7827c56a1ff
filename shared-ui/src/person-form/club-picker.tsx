import type { ClubChoice } from '@dtp/api-client';
import { clubChoicesCall } from '@dtp/api-client';
import { Card } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '../components/data-table';
import { FilterSearch } from '../components/filter-bar';
import { matchesSearch } from '../components/search';
import { CellSubline, TableActionButton } from '../components/table-actions';
import { useCall } from '../hooks/use-call';
import { personFormTexts as t } from './person-form-texts';

export interface ClubPickerProps {
  /** Clubs already chosen are not offered again. */
  exclude: ReadonlySet<number>;
  onChoose: (club: ClubChoice) => void;
}

const noClubs: ClubChoice[] = [];

/** The card 'Club auswählen': a searchable club table (#, Name, 'auswählen'). */
export function ClubPicker({ exclude, onChoose }: ClubPickerProps) {
  // A failure leaves the table empty; the client's badge says why.
  const clubs = useCall(clubChoicesCall, []).data ?? noClubs;
  const [term, setTerm] = useState('');

  const rows = useMemo(
    () => clubs.filter((club) => !exclude.has(club.id) && matchesSearch(`${club.name} ${club.city}`, term)),
    [clubs, exclude, term],
  );
  const columns = useMemo<DataTableColumn<ClubChoice>[]>(
    () => [
      { key: 'id', header: t.clubColumns.position, sortValue: (club) => club.id, width: '4rem' },
      {
        key: 'name',
        header: t.clubColumns.name,
        sortValue: (club) => club.name,
        cell: (club) => (
          <span>
            {club.name}
            {club.city ? <CellSubline>{club.city}</CellSubline> : null}
          </span>
        ),
      },
      {
        key: 'choose',
        header: t.choose,
        hideHeader: true,
        align: 'end',
        cell: (club) => (
          <TableActionButton palette="brand" aria-label={t.chooseLabel(club.name)} onClick={() => onChoose(club)}>
            {t.choose}
          </TableActionButton>
        ),
      },
    ],
    [onChoose],
  );

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h3">{t.chooseClub}</Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        <FilterSearch value={term} onSearch={setTerm} label={t.clubSearch} placeholder={t.clubSearchPlaceholder} />
        <DataTable caption={t.clubTableCaption} rows={rows} columns={columns} rowKey={(club) => club.id} emptyMessage={t.noClubs} pageSize={50} />
      </Card.Body>
    </Card.Root>
  );
}
