import { WorkInProgress } from '@dtp/shared-ui';

export default function TravelPage() {
  return <WorkInProgress title="Spesenabrechnung" />;
}
