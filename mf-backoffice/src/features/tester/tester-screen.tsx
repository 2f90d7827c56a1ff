import { paths } from '@dtp/shared-api';
import { usersApi, type Tester } from '@dtp/shared-api/back-office';
import { LoadedScreen, useHere, useLoad, useNavigate } from '@dtp/shared-ui';
import { useEffect, useState } from 'react';
import { TesterForm } from './tester-form';
import { testerTexts as t } from './tester-texts';

/** A tester to edit (`id`) or to create (`id` null); back goes to /testers. */
export function TesterScreen({ id }: { id: string | null }) {
  const tester = useLoad(id === null ? null : () => usersApi.load(id), id ?? 'new');
  const navigate = useNavigate();
  const here = useHere();
  const back = paths.testers();
  const [created, setCreated] = useState<string | null>(null);
  // After creating, the new tester's page; in an effect, so the saved form no longer counts as unsaved.
  useEffect(() => {
    if (created) navigate(paths.showTester(created), { replace: true });
  }, [created, navigate]);

  const onSaved = (saved: Tester) => (id === null ? setCreated(saved.id) : tester.setData(saved));
  if (id === null) return <TesterForm key="new" tester={null} back={back} here={here} onSaved={onSaved} />;
  return (
    <LoadedScreen loaded={tester} title={t.newTitle} back={back} notFound={t.notFound}>
      {(data) => <TesterForm key={id} tester={data} back={back} here={here} onSaved={onSaved} />}
    </LoadedScreen>
  );
}
