import type { Feedback } from '@dtp/api-client';
import { useConfig } from '@dtp/api-client';
import { EmptyState, SimpleGrid, Stack, Text } from '@dtp/shared-ui';
import { PercentBarChart } from '@dtp/shared-ui/data-views';
import { countsLine, feedbackTexts as t } from './messages';

export interface FeedbackChartsProps {
  feedback: Feedback;
  /**
   * 'own': the tester's own feedback, addressed to them ('CMC hat noch kein Tester-Feedback abgegeben.');
   * 'overview': the season overview or another user's feedback ('Keine CMC-Daten verfügbar').
   */
  audience: 'own' | 'overview';
}

function hasData(averages: Record<string, number>, count: number): boolean {
  return count > 0 || Object.keys(averages).length > 0;
}

function Chart({ title, averages, count, emptyMessage }: { title: string; averages: Record<string, number>; count: number; emptyMessage: string }) {
  const criteria = Object.keys(averages).length;
  return (
    <Stack gap="1">
      <PercentBarChart title={title} data={averages} emptyMessage={emptyMessage} />
      {criteria > 0 ? (
        <Text fontSize="sm" color="gray.600" px="1" data-testid="feedback-counts">
          {countsLine(criteria, count)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Spec: two bar charts, Feedback CMC and Feedback Club, a whole-number percent bar per criterion, plus the counts of criteria and data sets. */
export function FeedbackCharts({ feedback, audience }: FeedbackChartsProps) {
  const cmc = hasData(feedback.cmcFeedbackAverages, feedback.cmcFeedbackCount);
  const club = hasData(feedback.clubFeedbackAverages, feedback.clubFeedbackCount);
  const contact = useConfig().contact.name;
  if (!cmc && !club) return <EmptyState title={t.noData} />;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
      <Chart
        title={t.cmcChart(contact)}
        averages={feedback.cmcFeedbackAverages}
        count={feedback.cmcFeedbackCount}
        emptyMessage={audience === 'own' ? t.cmcGaveNoFeedback(contact) : t.noCmcData(contact)}
      />
      <Chart
        title={t.clubChart}
        averages={feedback.clubFeedbackAverages}
        count={feedback.clubFeedbackCount}
        emptyMessage={audience === 'own' ? t.clubGaveNoFeedback : t.noClubData}
      />
    </SimpleGrid>
  );
}
