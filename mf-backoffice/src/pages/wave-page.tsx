import { WorkInProgress } from '@dtp/shared-ui';

export default function WavePage() {
  return <WorkInProgress title="Welle" />;
}
