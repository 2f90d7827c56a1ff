import { ImportScreen } from '../features/import/import-screen';

/** /import — 'Bestand übernehmen' (issue 57, item 6; not in the spec): clubs, testers and past tests from CSV. */
export default function ImportPage() {
  return <ImportScreen />;
}
