import { WavesScreen } from '../features/waves/waves-screen';

/** /waves — spec back-office.md section 2 'Wave list'. */
export default function WavesPage() {
  return <WavesScreen />;
}
