import { SeasonNewScreen } from '../features/seasons/season-new-screen';

/** /seasons/new — a new season with its waves and tested clubs (issue 56; admins). */
export default function SeasonNewPage() {
  return <SeasonNewScreen />;
}
