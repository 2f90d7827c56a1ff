import { WorkInProgress } from '@dtp/shared-ui';

export default function ClubsPage() {
  return <WorkInProgress title="Die Golfclubs" />;
}
