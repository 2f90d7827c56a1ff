import {
  adminApi,
  adminCalls,
  retentionFieldLabels,
  retentionFieldRules,
  retentionSummary,
  type Admin,
  RETENTION_LIMITS,
} from '@dtp/api-client/back-office';
import { parseGermanNumber, publishSettings, useConfig } from '@dtp/api-client';
import {
  Box,
  Button,
  SubmitButton,
  checkboxValue,
  CheckboxField,
  Form,
  formRules,
  LeaveGuard,
  NumberField,
  PageHeading,
  SectionCard,
  SimpleGrid,
  Stack,
  Text,
  useAction,
  useCall,
  useSubmit,
  useTimedMessage,
  textValue,
  useValibotForm,
  v,
} from '@dtp/shared-ui';
import { formatDateTime } from '@dtp/shared-ui/lists';
import { adminTexts as t } from './admin-texts';
import { AssignmentWeightsForm } from './assignment-weights-card';
import { assignmentWeightTexts } from './assignment-weights-texts';
import { MeasureSettingsForm } from './measure-settings-card';
import { measureSettingsTexts } from './measure-settings-texts';
import { AutomaticMailsTable, RemindersForm } from './reminders-card';
import { reminderTexts } from './reminders-texts';
import { QuestionnaireDefinitionsCard } from './questionnaire-definitions-card';
import { questionnaireDefinitionTexts } from './questionnaire-definitions-texts';
import { SyncImport } from './sync-import';

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
  // A fresher setting (a save's answer, a refetch) shows unless the checkbox was changed and not saved.
  const form = useValibotForm(settingsSchema, { record: { showTesterFeedback: admin.showTesterFeedback } });
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

/** The retention periods in months, checked by the contract's rules (the server checks the same). */
const retentionSchema = v.object({
  retention: v.object({
    receiptMonths: textValue(...formRules(retentionFieldRules['retention.receiptMonths'])),
    bankDataMonths: textValue(...formRules(retentionFieldRules['retention.bankDataMonths'])),
    applicantMonths: textValue(...formRules(retentionFieldRules['retention.applicantMonths'])),
    accessRecordMonths: textValue(...formRules(retentionFieldRules['retention.accessRecordMonths'])),
    questionnaireContentMonths: textValue(...formRules(retentionFieldRules['retention.questionnaireContentMonths'])),
  }),
});
type RetentionValues = v.InferOutput<typeof retentionSchema>;

const retentionValuesOf = ({
  receiptMonths,
  bankDataMonths,
  applicantMonths,
  accessRecordMonths = RETENTION_LIMITS.accessRecordMonths.default,
  questionnaireContentMonths = RETENTION_LIMITS.questionnaireContentMonths.default,
}: Admin['retention']): RetentionValues => ({
  retention: {
    receiptMonths: String(receiptMonths),
    bankDataMonths: String(bankDataMonths),
    applicantMonths: String(applicantMonths),
    accessRecordMonths: String(accessRecordMonths),
    questionnaireContentMonths: String(questionnaireContentMonths),
  },
});
const months = (text: string): number => parseGermanNumber(text) ?? Number.NaN;

/** Deletion when the purpose ends (issue 32, docs/privacy-retention.md): the five periods and the last nightly run. */
function RetentionForm({ admin, onSaved }: { admin: Admin; onSaved: (admin: Admin) => void }) {
  const form = useValibotForm(retentionSchema, { defaultValues: retentionValuesOf(admin.retention) });
  const submit = useSubmit(form);
  const save = ({ retention }: RetentionValues) =>
    submit.run('save', async () => {
      const saved = await adminApi.save({
        ...admin,
        retention: {
          receiptMonths: months(retention.receiptMonths),
          bankDataMonths: months(retention.bankDataMonths),
          applicantMonths: months(retention.applicantMonths),
          accessRecordMonths: months(retention.accessRecordMonths),
          questionnaireContentMonths: months(retention.questionnaireContentMonths),
        },
      });
      form.reset(retentionValuesOf(saved.retention));
      onSaved(saved);
    });
  const run = admin.lastRetentionRun;
  return (
    <Form form={form} onSubmit={save} aria-labelledby="admin-retention-title">
      <Stack gap="4">
        <Text color="gray.700">{t.retentionIntro}</Text>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
          <NumberField name="retention.receiptMonths" label={retentionFieldLabels.receiptMonths} helperText={t.receiptMonthsHint} required />
          <NumberField name="retention.bankDataMonths" label={retentionFieldLabels.bankDataMonths} helperText={t.bankDataMonthsHint} required />
          <NumberField name="retention.applicantMonths" label={retentionFieldLabels.applicantMonths} helperText={t.applicantMonthsHint} required />
          <NumberField name="retention.accessRecordMonths" label={retentionFieldLabels.accessRecordMonths} helperText={t.accessRecordMonthsHint} required />
          <NumberField
            name="retention.questionnaireContentMonths"
            label={retentionFieldLabels.questionnaireContentMonths}
            helperText={t.questionnaireContentMonthsHint}
            required
          />
        </SimpleGrid>
        <ReadOnlyValue label={t.lastRun} value={run ? `${formatDateTime(run.at)}: ${retentionSummary(run)}` : t.noRunYet} />
        <SubmitButton submit={submit}>{t.save}</SubmitButton>
      </Stack>
      <LeaveGuard when={form.formState.isDirty && submit.busy === null} />
    </Form>
  );
}

/** Administration (admins only): database connection (read-only), the tester-feedback setting, the retention periods, the weights of 'Einteilung vorschlagen', the findings' threshold, the reminders and the automatic mails (read-only), the questionnaires of the seasons, 'Sync Tests'. */
export function AdminScreen() {
  const admin = useCall(adminCalls.load, []);
  const sync = useAction();
  // The count is a success message: it closes itself after the spec's 10 s.
  const synced = useTimedMessage<number>();
  const runSync = () => sync.run('run', async () => synced.show((await adminApi.syncTests()).synced));
  // The questionnaire on the outside form site (issue 43, item 6): its export is imported beside 'Sync Tests'.
  const external = useConfig().questionnaire.mode === 'external';

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
            <SettingsForm admin={admin.data} onSaved={admin.setData} />
          </SectionCard>
          <SectionCard id="admin-retention-title" title={t.retentionTitle}>
            <RetentionForm admin={admin.data} onSaved={admin.setData} />
          </SectionCard>
          <SectionCard id="admin-assignment-weights-title" title={assignmentWeightTexts.title}>
            <AssignmentWeightsForm admin={admin.data} onSaved={admin.setData} />
          </SectionCard>
          <SectionCard id="admin-measures-title" title={measureSettingsTexts.title}>
            <MeasureSettingsForm admin={admin.data} onSaved={admin.setData} />
          </SectionCard>
          <SectionCard id="admin-reminders-title" title={reminderTexts.title}>
            <RemindersForm admin={admin.data} onSaved={admin.setData} />
          </SectionCard>
          <SectionCard id="admin-automatic-mails-title" title={reminderTexts.mailsTitle}>
            <AutomaticMailsTable mails={admin.data.automaticMails} />
          </SectionCard>
        </>
      ) : null}
      {external ? null : (
        <SectionCard id="admin-questionnaires-title" title={questionnaireDefinitionTexts.title}>
          <QuestionnaireDefinitionsCard />
        </SectionCard>
      )}
      <SectionCard id="admin-sync-title" title={t.syncTitle}>
        <Text color="gray.700">{t.syncIntro}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'flex-start', sm: 'center' }}>
          <Button variant="outline" colorPalette="brand" loading={sync.busy !== null} disabled={sync.busy !== null} onClick={() => void runSync()}>
            {t.sync}
          </Button>
          {synced.message !== null ? (
            <Text role="status" fontWeight="medium">
              {t.synced(synced.message)}
            </Text>
          ) : null}
        </Stack>
        {external ? <SyncImport /> : null}
      </SectionCard>
    </Stack>
  );
}
