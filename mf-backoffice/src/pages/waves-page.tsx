import { WorkInProgress } from '@dtp/shared-ui';

export default function WavesPage() {
  return <WorkInProgress title="Wellen" />;
}
