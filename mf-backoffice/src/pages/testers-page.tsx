import { TestersScreen } from '../features/testers/testers-screen';

/** /testers — spec back-office.md section 2 'Tester list'. */
export default function TestersPage() {
  return <TestersScreen />;
}
