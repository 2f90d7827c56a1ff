import { TestsScreen } from '../features/club-tests/tests-screen';

/** /tests — spec section 2 'Own tests'. */
export default function TestsPage() {
  return <TestsScreen />;
}
