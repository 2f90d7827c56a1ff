import { historyCalls, usersCalls, type Tester } from '@dtp/api-client/back-office';
import { LoadedScreen, PersonalDataSection, Stack, useCall, useHere, useNavigate, useNavigateBack, paths } from '@dtp/shared-ui';
import { useEffect, useState } from 'react';
import { HistorySection } from '../../components/history/history-section';
import { AccessRecordsCard } from './access-records-card';
import { AccountCard } from './account-card';
import { EraseTester } from './erase-tester';
import { TesterForm } from './tester-form';
import { testerTexts as t } from './tester-texts';

/** A tester to edit (`id`) or to create (`id` null); back goes to navigateBack or /testers. */
export function TesterScreen({ id }: { id: string | null }) {
  // After 'Tester löschen' the record is gone: its background refresh meets 404, which stays off the badge.
  const tester = useCall(id === null ? null : usersCalls.load, [id ?? '']);
  const navigate = useNavigate();
  const here = useHere();
  const back = useNavigateBack(paths.testers());
  const [created, setCreated] = useState<string | null>(null);
  // After creating, the new tester's page; in an effect, so the saved form no longer counts as unsaved.
  useEffect(() => {
    if (created) navigate(paths.showTester(created, back === paths.testers() ? undefined : back), { replace: true });
  }, [created, back, navigate]);

  const onSaved = (saved: Tester) => (id === null ? setCreated(saved.id) : tester.setData(saved));
  if (id === null) return <TesterForm key="new" tester={null} back={back} here={here} onSaved={onSaved} />;
  return (
    <LoadedScreen loaded={tester} title={t.newTitle} back={back} notFound={t.notFound}>
      {(data) => (
        <Stack gap="4">
          <TesterForm key={id} tester={data} back={back} here={here} onSaved={onSaved} />
          {/* The account at the identity service, and records that may be the same person (issue 57). */}
          <AccountCard key={`account-${id}`} tester={data} />
          {/* The data sheet's status changes. */}
          <HistorySection call={historyCalls.ofUser} args={[id]} />
          {/* Right of access (DSGVO Art. 15/20): everything stored about the tester as one ZIP. */}
          <PersonalDataSection userId={id} title={t.personalDataTitle} intro={t.personalDataIntro} label={t.personalDataDownload} />
          {/* Who of CMC read the tester's data (admins only). */}
          <AccessRecordsCard userId={id} />
          {/* Right to erasure (admins only). */}
          <EraseTester tester={data} />
        </Stack>
      )}
    </LoadedScreen>
  );
}
