import { adminApi, type Admin } from '@dtp/shared-api/back-office';
import { publishSettings } from '@dtp/shared-api';
import {
  Box,
  Button,
  SubmitButton,
  checkboxValue,
  CheckboxField,
  Form,
  LeaveGuard,
  PageHeading,
  SectionCard,
  SimpleGrid,
  Stack,
  Text,
  useAction,
  useLoad,
  useSubmit,
  useValibotForm,
  v,
} from '@dtp/shared-ui';
import { useState } from 'react';
import { adminTexts as t } from './admin-texts';

const settingsSchema = v.object({ showTesterFeedback: checkboxValue() });

function ReadOnlyValue({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" wordBreak="break-all">
        {value || '–'}
      </Text>
    </Box>
  );
}

function SettingsForm({ admin, onSaved }: { admin: Admin; onSaved: (admin: Admin) => void }) {
  const form = useValibotForm(settingsSchema, { defaultValues: { showTesterFeedback: admin.showTesterFeedback } });
  const submit = useSubmit(form);
  const save = ({ showTesterFeedback }: { showTesterFeedback: boolean }) =>
    submit.run('save', async () => {
      const saved = await adminApi.save({ ...admin, showTesterFeedback });
      form.reset({ showTesterFeedback: saved.showTesterFeedback });
      // The sidebar and the testers' route gate follow at once.
      publishSettings({ showTesterFeedback: saved.showTesterFeedback });
      onSaved(saved);
    });
  return (
    <Form form={form} onSubmit={save} aria-labelledby="admin-settings-title">
      <Stack gap="4">
        <CheckboxField name="showTesterFeedback" label={t.showTesterFeedback} helperText={t.showTesterFeedbackHint} />
        <SubmitButton submit={submit}>{t.save}</SubmitButton>
      </Stack>
      <LeaveGuard when={form.formState.isDirty && submit.busy === null} />
    </Form>
  );
}

/** Administration (admins only): database connection (read-only), the tester-feedback setting, 'Sync Tests'. */
export function AdminScreen() {
  const admin = useLoad(() => adminApi.load(), 'admin');
  const sync = useAction();
  const [synced, setSynced] = useState<number | null>(null);
  const runSync = () => sync.run('run', async () => setSynced((await adminApi.syncTests()).synced));

  return (
    <Stack gap="4">
      <PageHeading title={t.heading} />
      {admin.data ? (
        <>
          <SectionCard id="admin-database-title" title={t.databaseTitle}>
            <SimpleGrid as="dl" columns={{ base: 1, md: 3 }} gap="4">
              <ReadOnlyValue label={t.platformName} value={admin.data.platformName} />
              <ReadOnlyValue label={t.databaseUrl} value={admin.data.databaseUrl} />
              <ReadOnlyValue label={t.databaseUsername} value={admin.data.databaseUsername} />
            </SimpleGrid>
          </SectionCard>
          <SectionCard id="admin-settings-title" title={t.settingsTitle}>
            <SettingsForm key={String(admin.data.showTesterFeedback)} admin={admin.data} onSaved={admin.setData} />
          </SectionCard>
        </>
      ) : null}
      <SectionCard id="admin-sync-title" title={t.syncTitle}>
        <Text color="gray.700">{t.syncIntro}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'flex-start', sm: 'center' }}>
          <Button variant="outline" colorPalette="brand" loading={sync.busy !== null} disabled={sync.busy !== null} onClick={() => void runSync()}>
            {t.sync}
          </Button>
          {synced !== null ? (
            <Text role="status" fontWeight="medium">
              {t.synced(synced)}
            </Text>
          ) : null}
        </Stack>
      </SectionCard>
    </Stack>
  );
}
