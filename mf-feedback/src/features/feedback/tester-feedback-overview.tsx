import { permissionsOf, useAuthStore, useConfig } from '@dtp/api-client';
import { LoadFailure, PageHeading, RemoteBoundary, retryableLazy, Stack, TabNav } from '@dtp/shared-ui';
import { Suspense, useReducer } from 'react';
import { FeedbackOverviewBody } from './feedback-overview-body';
import { feedbackTexts as t } from './messages';
import { useFeedback } from './use-feedback';

// The staff's overview with the season picker ('@dtp/shared-ui/lists', '@dtp/api-client/back-office') is a chunk of
// its own: a tester's page never downloads it.
const seasonOverview = retryableLazy(() => import(/* webpackChunkName: "season-feedback-overview" */ './season-feedback-overview'));

/**
 * /tester-feedback (GET /tester-feedback): a tester sees the tab 'Ihr Tester Feedback' with the averages of their own
 * tests; managers and admins the season overview, of an earlier season too; admins also the raw data.
 */
export function TesterFeedbackOverview() {
  const roles = useAuthStore((s) => s.user?.roles);
  const permissions = permissionsOf(roles ?? []);
  const staff = roles !== undefined && permissions.isManagerOrAdmin;
  return staff ? <StaffOverview /> : <OwnOverview signedIn={roles !== undefined} tester={permissions.isTester} />;
}

/** The tester's own averages in the tab 'Ihr Tester Feedback'. */
function OwnOverview({ signedIn, tester }: { signedIn: boolean; tester: boolean }) {
  const contact = useConfig().contact.name;
  const { feedback, loading } = useFeedback(signedIn ? { kind: 'own' } : null);
  // The season of the data the server sends (spec: '{current year}'), not the browser's clock.
  const title = t.pageTitle(feedback?.year);
  const body = <FeedbackOverviewBody feedback={feedback} loading={loading} intro={t.ownIntro(contact)} audience="own" />;
  return (
    <Stack gap="2" maxW="6xl">
      <PageHeading title={title} />
      {tester ? (
        <TabNav tabs={[{ value: 'own', label: t.ownTab }]} label={title}>
          <Stack pt="4">{body}</Stack>
        </TabNav>
      ) : (
        body
      )}
    </Stack>
  );
}

/** The season overview, loaded in its own chunk; a failed load offers a retry under the heading. */
function StaffOverview() {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const waiting = (
    <Stack gap="2" maxW="6xl">
      <PageHeading title={t.pageTitle(undefined)} />
    </Stack>
  );
  return (
    <RemoteBoundary
      key={seasonOverview.attempt}
      area="mf-feedback"
      fallback={(error) => (
        <Stack gap="2" maxW="6xl">
          <PageHeading title={t.pageTitle(undefined)} />
          <LoadFailure
            error={error}
            onRetry={() => {
              seasonOverview.retry();
              rerender();
            }}
          />
        </Stack>
      )}
    >
      <Suspense fallback={waiting}>
        <seasonOverview.View />
      </Suspense>
    </RemoteBoundary>
  );
}
