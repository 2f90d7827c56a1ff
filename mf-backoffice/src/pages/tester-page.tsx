import { useParams } from '@dtp/shared-ui';
import { TesterScreen } from '../features/tester/tester-screen';

/** /testers/new and /testers/show/:testerId — spec back-office.md section 2 'Tester detail'. */
export default function TesterPage() {
  const { testerId } = useParams();
  return <TesterScreen key={testerId ?? 'new'} id={testerId ?? null} />;
}
