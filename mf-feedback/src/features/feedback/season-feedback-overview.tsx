import { feedbackCalls } from '@dtp/api-client';
import { PageHeading, Stack } from '@dtp/shared-ui';
import { SeasonNotice, SeasonPicker, useSeasonCall, useShownSeason } from '@dtp/shared-ui/lists';
import { FeedbackOverviewBody } from './feedback-overview-body';
import { feedbackTexts as t } from './messages';

/**
 * The staff's 'Tester Feedback Übersicht {year}': the current season (GET /tester-feedback), or with `?saison=2022`
 * an earlier or a planned one (GET /tester-feedback/season/{year}, issue 56), picked in the select 'Saison'. Its own
 * chunk, loaded only for managers and admins: a tester never downloads the season picker or the back office's calls.
 */
export default function SeasonFeedbackOverview() {
  const season = useShownSeason();
  const { data, loading } = useSeasonCall(season, feedbackCalls.own, feedbackCalls.ofSeason);
  // The season of the data the server sends (spec: '{current year}'), not the browser's clock.
  const title = t.pageTitle(data?.year);
  return (
    <Stack gap="2" maxW="6xl">
      <PageHeading title={title} />
      <Stack gap="4">
        <SeasonPicker season={season} />
        <SeasonNotice season={season} />
        <FeedbackOverviewBody feedback={data ?? null} loading={loading} intro={t.overviewIntro} audience="overview" />
      </Stack>
    </Stack>
  );
}
