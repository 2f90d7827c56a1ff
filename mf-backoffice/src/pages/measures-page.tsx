import { MeasuresScreen } from '../features/measures/measures-screen';

/** /measures — 'Maßnahmen der Clubs' (issue 62, item 3): season and state ('OVERDUE') and the sort live in the address. */
export default function MeasuresPage() {
  return <MeasuresScreen />;
}
