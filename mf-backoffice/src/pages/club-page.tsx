import { WorkInProgress } from '@dtp/shared-ui';

export default function ClubPage() {
  return <WorkInProgress title="Golfclub" />;
}
