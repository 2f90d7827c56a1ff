import { useParams } from '@dtp/shared-ui';
import { TestingScreen } from '../features/testing/testing-screen';

/** /testing/:testingId — spec back-office.md section 2 'Testing detail'. */
export default function TestingPage() {
  const { testingId } = useParams();
  return <TestingScreen key={testingId} id={Number(testingId)} />;
}
