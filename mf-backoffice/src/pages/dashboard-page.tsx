import { DashboardScreen } from '../features/dashboard/dashboard-screen';

/** /dashboard — spec back-office.md section 2 'Dashboard'. */
export default function DashboardPage() {
  return <DashboardScreen />;
}
