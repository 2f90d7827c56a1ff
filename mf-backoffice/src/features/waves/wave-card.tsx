import type { Wave, WaveProgress } from '@dtp/api-client/back-office';
import { Badge, Card, formatDate, Heading, HStack, RouterLink, Text, paths } from '@dtp/shared-ui';
import { waveTexts as t } from './wave-texts';

const palette: Record<WaveProgress, string> = { ASSIGNING: 'orange', ASSIGNED: 'blue', FINISHED: 'green' };

/** One wave of the list: name, progress badge, calendar weeks and start – end; the whole card opens the wave. */
export function WaveCard({ wave }: { wave: Wave }) {
  return (
    <Card.Root asChild variant="outline" bg="white" _hover={{ borderColor: 'brand.300', bg: 'brand.50' }} _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}>
      <RouterLink to={paths.showWave(wave.id)} aria-label={t.openLabel(wave.number, wave.weeks)}>
        <Card.Body gap="2">
          <HStack justify="space-between" align="flex-start" gap="2">
            <Heading as="h2" size="md">
              {t.name(wave.number)}
            </Heading>
            <Badge colorPalette={palette[wave.progress]} variant="subtle">
              {wave.progressLabel}
            </Badge>
          </HStack>
          <Text fontWeight="medium">{wave.weeks}</Text>
          <Text color="gray.600" fontSize="sm">
            {t.period(formatDate(wave.start), formatDate(wave.end))}
          </Text>
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
}
