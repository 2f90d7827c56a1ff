import type { ClubChoice } from '@dtp/shared-api';
import { clubsApi } from '@dtp/shared-api';
import { Button, Card, DataTable, FilterSearch, Text, matchesSearch, useLoad, type DataTableColumn } from '@dtp/shared-ui';
import { useMemo, useState } from 'react';
import { datasheetTexts as t } from './datasheet-texts';

interface ClubPickerProps {
  /** Clubs already chosen are not offered again. */
  exclude: ReadonlySet<number>;
  onChoose: (club: ClubChoice) => void;
}

const noClubs: ClubChoice[] = [];

/** The card 'Club auswählen': a searchable club table (#, Name, 'auswählen'). */
export function ClubPicker({ exclude, onChoose }: ClubPickerProps) {
  // A failure leaves the table empty; the client's badge says why.
  const clubs = useLoad(() => clubsApi.choices(), 'clubs').data ?? noClubs;
  const [term, setTerm] = useState('');

  const rows = useMemo(
    () => clubs.filter((club) => !exclude.has(club.id) && matchesSearch(`${club.name} ${club.city}`, term)),
    [clubs, exclude, term],
  );
  const columns = useMemo<DataTableColumn<ClubChoice>[]>(
    () => [
      { key: 'id', header: '#', sortValue: (club) => club.id, width: '4rem' },
      {
        key: 'name',
        header: 'Name',
        sortValue: (club) => club.name,
        cell: (club) => (
          <>
            <Text>{club.name}</Text>
            {club.city ? (
              <Text fontSize="xs" color="gray.600">
                {club.city}
              </Text>
            ) : null}
          </>
        ),
      },
      {
        key: 'choose',
        header: t.choose,
        hideHeader: true,
        align: 'end',
        cell: (club) => (
          <Button size="xs" variant="outline" colorPalette="brand" aria-label={t.chooseLabel(club.name)} onClick={() => onChoose(club)}>
            {t.choose}
          </Button>
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
