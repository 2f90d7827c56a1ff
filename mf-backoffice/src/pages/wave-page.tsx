import { useParams } from '@dtp/shared-ui';
import { WaveScreen } from '../features/waves/wave-screen';

/** /waves/show/:waveId — spec back-office.md section 2 'Wave detail'. */
export default function WavePage() {
  const { waveId } = useParams();
  return <WaveScreen key={waveId} id={Number(waveId)} />;
}
