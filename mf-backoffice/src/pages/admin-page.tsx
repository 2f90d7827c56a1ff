import { WorkInProgress } from '@dtp/shared-ui';

export default function AdminPage() {
  return <WorkInProgress title="Administration" />;
}
