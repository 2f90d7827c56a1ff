import type { ReactNode } from 'react';
import {
  adminApi,
  reminderFieldLabels,
  reminderFieldRules,
  TRAVEL_SECOND_AFTER_FIRST,
  type Admin,
  type AutomaticMail,
  type ReminderSettings,
} from '@dtp/api-client/back-office';
import { parseGermanNumber } from '@dtp/api-client';
import {
  checkboxValue,
  CheckboxField,
  DataTable,
  Form,
  formRules,
  Heading,
  LeaveGuard,
  NumberField,
  SimpleGrid,
  Stack,
  SubmitButton,
  Text,
  textValue,
  useSubmit,
  useValibotForm,
  v,
  type DataTableColumn,
} from '@dtp/shared-ui';
import { reminderTexts as t } from './reminders-texts';

const days = (text: string): number => parseGermanNumber(text) ?? Number.NaN;

/** The reminders' switches and days, checked by the contract's rules (the server checks the same, and the order). */
const remindersSchema = v.pipe(
  v.object({
    reminders: v.object({
      testOn: checkboxValue(),
      testDaysBefore: textValue(...formRules(reminderFieldRules['reminders.testDaysBefore'])),
      travelOn: checkboxValue(),
      travelFirstDaysAfter: textValue(...formRules(reminderFieldRules['reminders.travelFirstDaysAfter'])),
      travelSecondDaysAfter: textValue(...formRules(reminderFieldRules['reminders.travelSecondDaysAfter'])),
      sheetOn: checkboxValue(),
      sheetDaysBefore: textValue(...formRules(reminderFieldRules['reminders.sheetDaysBefore'])),
      clubFeedbackOn: checkboxValue(),
      clubFeedbackDaysAfter: textValue(...formRules(reminderFieldRules['reminders.clubFeedbackDaysAfter'])),
      clubFeedbackLinkDays: textValue(...formRules(reminderFieldRules['reminders.clubFeedbackLinkDays'])),
      clubMeasuresOn: checkboxValue(),
    }),
  }),
  v.forward(
    v.partialCheck(
      [['reminders', 'travelFirstDaysAfter'], ['reminders', 'travelSecondDaysAfter']],
      ({ reminders: r }) => !(days(r.travelSecondDaysAfter) <= days(r.travelFirstDaysAfter)),
      TRAVEL_SECOND_AFTER_FIRST,
    ),
    ['reminders', 'travelSecondDaysAfter'],
  ),
);
type ReminderValues = v.InferOutput<typeof remindersSchema>;

const valuesOf = (r: ReminderSettings): ReminderValues => ({
  reminders: {
    testOn: r.testOn,
    testDaysBefore: String(r.testDaysBefore),
    travelOn: r.travelOn,
    travelFirstDaysAfter: String(r.travelFirstDaysAfter),
    travelSecondDaysAfter: String(r.travelSecondDaysAfter),
    sheetOn: r.sheetOn,
    sheetDaysBefore: String(r.sheetDaysBefore),
    clubFeedbackOn: r.clubFeedbackOn,
    clubFeedbackDaysAfter: String(r.clubFeedbackDaysAfter),
    clubFeedbackLinkDays: String(r.clubFeedbackLinkDays),
    clubMeasuresOn: r.clubMeasuresOn,
  },
});

const settingsOf = ({ reminders: r }: ReminderValues): ReminderSettings => ({
  testOn: r.testOn,
  testDaysBefore: days(r.testDaysBefore),
  travelOn: r.travelOn,
  travelFirstDaysAfter: days(r.travelFirstDaysAfter),
  travelSecondDaysAfter: days(r.travelSecondDaysAfter),
  sheetOn: r.sheetOn,
  sheetDaysBefore: days(r.sheetDaysBefore),
  clubFeedbackOn: r.clubFeedbackOn,
  clubFeedbackDaysAfter: days(r.clubFeedbackDaysAfter),
  clubFeedbackLinkDays: days(r.clubFeedbackLinkDays),
  clubMeasuresOn: r.clubMeasuresOn,
});

/** One reminder: its heading names the group of its switch and days. */
function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="fieldset" gap="3" aria-labelledby={id}>
      <Heading as="h3" id={id} size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The reminders (issue 34, item 3): each on or off, with its days. Saving withdraws or moves planned reminders at once. */
export function RemindersForm({ admin, onSaved }: { admin: Admin; onSaved: (admin: Admin) => void }) {
  const form = useValibotForm(remindersSchema, { defaultValues: valuesOf(admin.reminders) });
  const submit = useSubmit(form);
  const save = (values: ReminderValues) =>
    submit.run('save', async () => {
      const saved = await adminApi.save({ ...admin, reminders: settingsOf(values) });
      form.reset(valuesOf(saved.reminders));
      onSaved(saved);
    });
  return (
    <Form form={form} onSubmit={save} aria-labelledby="admin-reminders-title">
      <Stack gap="5">
        <Text color="gray.700">{t.intro}</Text>
        <SimpleGrid columns={{ base: 1, lg: 2, xl: 3 }} gap="6">
          <Group id="admin-reminders-test" title={t.testTitle}>
            <CheckboxField name="reminders.testOn" label={reminderFieldLabels.testOn} />
            <NumberField name="reminders.testDaysBefore" label={reminderFieldLabels.testDaysBefore} helperText={t.testHint} required />
          </Group>
          <Group id="admin-reminders-travel" title={t.travelTitle}>
            <CheckboxField name="reminders.travelOn" label={reminderFieldLabels.travelOn} />
            <NumberField name="reminders.travelFirstDaysAfter" label={reminderFieldLabels.travelFirstDaysAfter} required />
            <NumberField name="reminders.travelSecondDaysAfter" label={reminderFieldLabels.travelSecondDaysAfter} helperText={t.travelHint} required />
          </Group>
          <Group id="admin-reminders-sheet" title={t.sheetTitle}>
            <CheckboxField name="reminders.sheetOn" label={reminderFieldLabels.sheetOn} />
            <NumberField name="reminders.sheetDaysBefore" label={reminderFieldLabels.sheetDaysBefore} helperText={t.sheetHint} required />
          </Group>
          <Group id="admin-reminders-club-feedback" title={t.clubFeedbackTitle}>
            <CheckboxField name="reminders.clubFeedbackOn" label={reminderFieldLabels.clubFeedbackOn} />
            <NumberField name="reminders.clubFeedbackDaysAfter" label={reminderFieldLabels.clubFeedbackDaysAfter} helperText={t.clubFeedbackHint} required />
            <NumberField name="reminders.clubFeedbackLinkDays" label={reminderFieldLabels.clubFeedbackLinkDays} helperText={t.clubFeedbackLinkHint} required />
          </Group>
          <Group id="admin-reminders-club-measures" title={t.clubMeasuresTitle}>
            <CheckboxField name="reminders.clubMeasuresOn" label={reminderFieldLabels.clubMeasuresOn} helperText={t.clubMeasuresHint} />
          </Group>
        </SimpleGrid>
        <SubmitButton submit={submit}>{t.save}</SubmitButton>
      </Stack>
      <LeaveGuard when={form.formState.isDirty && submit.busy === null} />
    </Form>
  );
}

const mailColumns: DataTableColumn<AutomaticMail>[] = [
  { key: 'type', header: t.type, cell: (m) => m.typeLabel },
  { key: 'subject', header: t.subject, cell: (m) => m.subject },
  { key: 'when', header: t.when, cell: (m) => m.when },
  { key: 'status', header: t.status, cell: (m) => (m.on ? t.on : t.off), noWrap: true },
];

/** Which automatic mails exist and when each goes out (read-only, from the server's settings). */
export function AutomaticMailsTable({ mails }: { mails: readonly AutomaticMail[] }) {
  return (
    <Stack gap="3">
      <Text color="gray.700">{t.mailsIntro}</Text>
      <DataTable caption={t.mailsTitle} rows={mails} columns={mailColumns} rowKey={(m) => `${m.type}:${m.typeLabel}`} stackOnMobile />
    </Stack>
  );
}
