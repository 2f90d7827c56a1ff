import { SeasonsScreen } from '../features/seasons/seasons-screen';

/** /seasons — the seasons (issue 56; not in the spec, which assumes them). */
export default function SeasonsPage() {
  return <SeasonsScreen />;
}
