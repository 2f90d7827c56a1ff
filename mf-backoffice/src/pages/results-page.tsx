import { ResultsScreen } from '../features/results/results-screen';

/** /results — 'Auswertung' (issue 45, item 2): season, wave, panel and sort live in the address (the list's state). */
export default function ResultsPage() {
  return <ResultsScreen />;
}
