import { paths, SAVE_SUCCESS_MS } from '@dtp/shared-api';
import { emailsApi, EmailTemplateLabels, EmailTemplates, groupNeedsWave, RecipientGroupLabels, RecipientGroups, WaveNumbers, wavesApi } from '@dtp/shared-api/back-office';
import {
  Button,
  ConfirmDialog,
  Form,
  labelOptions,
  LeaveGuard,
  PageHeading,
  SelectField,
  SimpleGrid,
  Stack,
  SuccessBadge,
  Text,
  TextareaField,
  TextField,
  useFormDraft,
  useLoad,
  useSubmit,
  useValibotForm,
  useWatch,
  type UseFormReturn,
} from '@dtp/shared-ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { composeTexts as t } from './compose-texts';
import { composeInputOf, composeSchema, emptyCompose, templateText, type ComposeValues } from './compose-values';
import { PlaceholderHelp } from './placeholder-help';
import { RecipientList, useRecipients } from './recipient-list';

const groupOptions = labelOptions(RecipientGroups, RecipientGroupLabels);
const templateOptions = labelOptions(EmailTemplates, EmailTemplateLabels);
type OwnText = Pick<ComposeValues, 'subject' | 'content'>;

/**
 * 'Email verfassen': recipient group and wave (1 to 5; required only for 'Eingeteilte Tester der
 * Welle', else it only fills the wave placeholders) show the recipients; a template
 * fills subject and content, 'Keine' brings back the text written before; 'Absenden' queues one mail
 * per recipient and says how many, for 2 seconds.
 */
export function ComposeScreen() {
  const form = useValibotForm(composeSchema, { defaultValues: emptyCompose() }) as unknown as UseFormReturn<ComposeValues, unknown, ComposeValues>;
  const submit = useSubmit<ComposeValues, 'send'>(form);
  // A mail not yet sent survives a reload or a new sign-in (issue 31): one draft per user, as the
  // form always starts empty; sending it (the form starts empty again) deletes the draft.
  const draft = useFormDraft(form, { name: 'email-compose', record: 'new' });
  const waves = useLoad(() => wavesApi.list(), 'waves');
  // Waves 1 to 5 (spec 9), also before the season has them; the season's show their weeks.
  const waveOptions = useMemo(
    () => WaveNumbers.map((n) => ({ value: String(n), label: t.waveOption(n, waves.data?.find((w) => w.number === n)?.weeks ?? null) })),
    [waves.data],
  );
  const [group, wave] = useWatch({ control: form.control, name: ['recipientGroup', 'waveNumber'] });
  const needsWave = groupNeedsWave(group);
  // A wave message of the group before goes when the group no longer needs a wave (and comes back when it does).
  const { isSubmitted } = form.formState;
  useEffect(() => {
    if (isSubmitted || form.getFieldState('waveNumber').invalid) void form.trigger('waveNumber');
  }, [needsWave, isSubmitted, form]);
  const recipients = useRecipients(group, wave);
  const [confirming, setConfirming] = useState<ComposeValues | null>(null);
  const [sent, setSent] = useState<number | null>(null);

  // The user's own text while a template's text is shown: 'Keine' brings it back.
  const ownText = useRef<OwnText | null>(null);
  const { setValue, getValues, getFieldState, trigger, watch } = form;
  useEffect(() => {
    const fill = (text: OwnText) => {
      for (const name of ['subject', 'content'] as const) {
        setValue(name, text[name], { shouldDirty: true });
        if (getFieldState(name).invalid) void trigger(name);
      }
    };
    const subscription = watch((values, { name }) => {
      if (name !== 'template') return;
      const text = templateText(values.template ?? '');
      if (text) {
        ownText.current ??= { subject: getValues('subject'), content: getValues('content') };
        fill(text);
      } else if (ownText.current) {
        fill(ownText.current);
        ownText.current = null;
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, getValues, getFieldState, trigger]);

  useEffect(() => {
    if (sent === null) return;
    const timer = setTimeout(() => setSent(null), SAVE_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const send = (values: ComposeValues) =>
    submit.run('send', async () => {
      const { numEmails } = await emailsApi.send(composeInputOf(values));
      ownText.current = null;
      form.reset(emptyCompose());
      setSent(numEmails);
    });
  const askFirst = (values: ComposeValues) => {
    // Ask before mailing the recipients; when there are none, the server's answer says so.
    if (recipients.data?.length === 0) void send(values);
    else setConfirming({ ...values });
  };
  const confirm = async () => {
    if (!confirming) return;
    await send(confirming);
    setConfirming(null);
  };

  return (
    <Stack gap="4">
      <PageHeading title={t.heading} backTo={paths.emails()} backLabel={t.toList} />
      {sent !== null ? <SuccessBadge message={t.sent(sent)} /> : null}
      {draft.notice}
      <Form form={form} onSubmit={askFirst} aria-label={t.heading}>
        <Stack gap="5" maxW="4xl">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <SelectField name="recipientGroup" label={t.recipientGroup} options={groupOptions} required />
            <SelectField
              name="waveNumber"
              label={t.wave}
              options={waveOptions}
              required={needsWave}
              placeholder={needsWave ? undefined : t.waveNone}
              helperText={needsWave ? undefined : t.waveOptionalHint}
            />
          </SimpleGrid>
          <RecipientList recipients={recipients} />
          <SelectField name="template" label={t.template} options={templateOptions} helperText={t.templateHint} required />
          <TextField name="subject" label={t.subject} required />
          <TextareaField name="content" label={t.content} rows={12} required />
          <PlaceholderHelp />
          <div>
            <Button type="submit" colorPalette="brand" loading={submit.busy === 'send'} disabled={submit.busy !== null} w={{ base: 'full', sm: 'auto' }}>
              {t.submit}
            </Button>
          </div>
        </Stack>
        <LeaveGuard when={form.formState.isDirty && submit.busy === null} />
      </Form>
      <ConfirmDialog
        open={confirming !== null}
        title={t.confirmTitle}
        confirmLabel={t.submit}
        busy={submit.busy === 'send'}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        <Text>{t.confirmText(recipients.data?.length ?? null)}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
