import type { Season, SeasonState } from '@dtp/api-client/back-office';
import { Badge, Button, Card, formatDate, Heading, HStack, List, paths, RouterLink, Stack, Text } from '@dtp/shared-ui';
import { seasonTexts as t } from './season-texts';

const palette: Record<SeasonState, string> = { PLANNED: 'orange', CURRENT: 'green', PAST: 'gray' };

export interface SeasonCardProps {
  season: Season;
  /** Admins: 'Saison {year} starten' on a planned season. */
  onStart?: (season: Season) => void;
  /** Admins: 'Getestete Clubs ändern' on a planned or the current season. */
  onChangeClubs?: (season: Season) => void;
  /** Admins edit the season's questionnaire, managers read it (issue 61). */
  canEditQuestionnaire?: boolean;
}

/** One season: its state, its waves with their periods, how many clubs, tests and data sheets it has; an admin's actions. */
export function SeasonCard({ season, onStart, onChangeClubs, canEditQuestionnaire = false }: SeasonCardProps) {
  const titleId = `season-${season.year}-title`;
  const start = onStart && season.state === 'PLANNED' ? onStart : undefined;
  const changeClubs = onChangeClubs && season.state !== 'PAST' ? onChangeClubs : undefined;
  return (
    <Card.Root as="section" aria-labelledby={titleId} variant="outline" bg="white">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Heading as="h2" size="md" id={titleId}>
            {t.title(season.year)}
          </Heading>
          <Badge colorPalette={palette[season.state]} variant="subtle">
            {season.stateLabel}
          </Badge>
        </HStack>
        {season.waves.length > 0 ? (
          <List.Root aria-label={t.wavesCaption(season.year)} ps="5">
            {season.waves.map((wave) => (
              <List.Item key={wave.id}>{t.wave(wave.number, formatDate(wave.start), formatDate(wave.end), wave.weeks)}</List.Item>
            ))}
          </List.Root>
        ) : (
          <Text color="gray.600">{t.noWaves}</Text>
        )}
        <Stack gap="0" color="gray.700">
          <Text>{t.clubs(season.clubIds.length)}</Text>
          <Text>{t.testings(season.testings, season.assignedTestings)}</Text>
          <Text>{t.sheets(season.sheets)}</Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          {start ? (
            <Button colorPalette="brand" onClick={() => start(season)}>
              {t.start(season.year)}
            </Button>
          ) : null}
          {changeClubs ? (
            <Button variant="outline" colorPalette="brand" onClick={() => changeClubs(season)}>
              {t.changeClubs}
            </Button>
          ) : null}
          <Button asChild variant="outline" colorPalette="brand" aria-label={t.questionnaireOf(season.year, canEditQuestionnaire)}>
            <RouterLink to={paths.editQuestionnaire(season.year)}>{canEditQuestionnaire ? t.editQuestionnaire : t.viewQuestionnaire}</RouterLink>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
