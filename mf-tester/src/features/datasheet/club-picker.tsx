import type { ClubChoice } from '@dtp/shared-api';
import { clubsApi } from '@dtp/shared-api';
import { Button, Card, DataTable, FilterSearch, Text, matchesSearch, type DataTableColumn } from '@dtp/shared-ui';
import { useEffect, useMemo, useState } from 'react';
import { datasheetTexts as t } from './datasheet-texts';

interface ClubPickerProps {
  /** Clubs already chosen are not offered again. */
  exclude: ReadonlySet<number>;
  onChoose: (club: ClubChoice) => void;
}

/** The card 'Club auswählen': a searchable club table (#, Name, 'auswählen'). */
export function ClubPicker({ exclude, onChoose }: ClubPickerProps) {
  const [clubs, setClubs] = useState<ClubChoice[]>([]);
  const [term, setTerm] = useState('');

  useEffect(() => {
    let active = true;
    clubsApi.choices().then(
      (list) => active && setClubs(list),
      () => undefined, // the client's badge says why; the table stays empty
    );
    return () => {
      active = false;
    };
  }, []);

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
