import type { ClubListItem } from '@dtp/api-client';
import { Button, Checkbox, HStack, Link, RouterLink, SimpleGrid, Stack, Text, paths, useController, useFormReadOnly } from '@dtp/shared-ui';
import { useId, useMemo } from 'react';
import { seasonTexts as t } from './season-texts';

/** The part of a form the checkboxes fill: the ids of the clubs tested in the season. */
interface ClubIdsValues {
  clubIds: number[];
}

/**
 * One checkbox per club (by name), bound to the surrounding form's `clubIds`, with 'Alle auswählen' and 'Keine
 * auswählen'; a field error at `clubIds` (the server's) shows under them. Without any club: where to create them.
 * The new season's form and 'Getestete Clubs ändern' both use it.
 */
export function ClubCheckboxes({ clubs }: { clubs: readonly ClubListItem[] }) {
  const { field, fieldState } = useController<ClubIdsValues, 'clubIds'>({ name: 'clubIds' });
  const readOnly = useFormReadOnly();
  const errorId = useId();
  const sorted = useMemo(() => [...clubs].sort((a, b) => a.name.localeCompare(b.name, 'de')), [clubs]);
  if (clubs.length === 0) {
    return (
      <Text>
        {t.noClubsBefore}
        <Link asChild color="brand.700" textDecoration="underline">
          <RouterLink to={paths.newClub()}>{t.noClubsLink}</RouterLink>
        </Link>
        {t.noClubsAfter}
      </Text>
    );
  }
  const selected = new Set(field.value);
  const set = (ids: Iterable<number>) => {
    // Kept in the clubs' order, so the same choice is the same value (the draft compares values).
    const chosen = new Set(ids);
    field.onChange(clubs.filter((c) => chosen.has(c.id)).map((c) => c.id));
    field.onBlur();
  };
  const toggle = (id: number, checked: boolean) => set(checked ? [...selected, id] : [...selected].filter((x) => x !== id));
  const error = fieldState.error?.message;

  return (
    <Stack gap="3" role="group" aria-label={t.clubsLegend} aria-describedby={error ? errorId : undefined}>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" colorPalette="brand" disabled={readOnly} onClick={() => set(clubs.map((c) => c.id))}>
          {t.selectAll}
        </Button>
        <Button size="sm" variant="outline" colorPalette="brand" disabled={readOnly} onClick={() => set([])}>
          {t.selectNone}
        </Button>
        <Text color="gray.600" fontSize="sm" aria-live="polite">
          {t.selected(clubs.filter((c) => selected.has(c.id)).length, clubs.length)}
        </Text>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="2">
        {sorted.map((club) => (
          <Checkbox.Root
            key={club.id}
            colorPalette="brand"
            checked={selected.has(club.id)}
            disabled={readOnly}
            onCheckedChange={(details) => toggle(club.id, details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{club.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      {error ? (
        <Text id={errorId} color="red.600" fontSize="sm">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
