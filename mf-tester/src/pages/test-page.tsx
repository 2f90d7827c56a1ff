import { useParams } from '@dtp/shared-ui';
import { TestScreen } from '../features/club-tests/test-screen';

/** /tests/test/:testId — spec section 2 'Single test page'. */
export default function TestPage() {
  const { testId } = useParams();
  return <TestScreen key={testId} id={Number(testId)} />;
}
