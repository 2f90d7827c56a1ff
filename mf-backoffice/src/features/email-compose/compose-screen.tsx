import { SAVE_SUCCESS_MS } from '@dtp/api-client';
import {
  emailsApi,
  EmailTemplateLabels,
  EmailTemplates,
  groupNeedsWave,
  RecipientGroupLabels,
  RecipientGroups,
  WaveNumbers,
  wavesCalls,
  type RecipientGroup,
} from '@dtp/api-client/back-office';
import { Button, ConfirmDialog, Form, labelOptions, LeaveGuard, PageHeading, SelectField, SimpleGrid, Stack, SuccessBadge, Text, TextareaField, TextField, useCall, useFormDraft, useSubmit, useValibotForm, useWatch, type UseFormReturn, paths } from '@dtp/shared-ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { composeTexts as t } from './compose-texts';
import { composeInputOf, composeSchema, emptyCompose, templateText, type ComposeValues } from './compose-values';
import { PlaceholderHelp } from './placeholder-help';
import { RecipientList, useRecipients } from './recipient-list';

const groupOptions = labelOptions(RecipientGroups, RecipientGroupLabels);
const templateOptions = labelOptions(EmailTemplates, EmailTemplateLabels);
type OwnText = Pick<ComposeValues, 'subject' | 'content'>;
/** 'Test-Email an mich': one mail to the signed-in manager, to check the text before the real send. */
const TEST_GROUP: RecipientGroup = 'TEST_EMAIL';

/**
 * 'Email verfassen': recipient group and wave (1 to 5; required only for 'Eingeteilte Tester der
 * Welle', else it only fills the wave placeholders) show the recipients; a template
 * fills subject and content, 'Keine' brings back the text written before; 'Absenden' queues one mail
 * per recipient and says how many, for 2 seconds. A test mail to oneself keeps the form for the real
 * mail; after the real one the form shows what was sent, read-only, and „Neue Email“ starts the next.
 */
export function ComposeScreen() {
  const form = useValibotForm(composeSchema, { defaultValues: emptyCompose() }) as unknown as UseFormReturn<ComposeValues, unknown, ComposeValues>;
  const submit = useSubmit<ComposeValues, 'send'>(form);
  // A mail not yet sent survives a reload or a new sign-in (issue 31): one draft per user, as the
  // form always starts empty; sending it (the form starts empty again) deletes the draft.
  const draft = useFormDraft(form, { name: 'email-compose', record: 'new' });
  const waves = useCall(wavesCalls.list, []);
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
  // 'test': a test mail went to the manager, the form stays for the real one; 'sent': the real mail went.
  const [step, setStep] = useState<'writing' | 'test' | 'sent'>('writing');
  const startFresh = useRef(false);

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
      setSent(numEmails);
      if (values.recipientGroup === TEST_GROUP) {
        // The manager checks the test mail and then sends the same text for real: nothing to write again.
        setStep('test');
        return;
      }
      // What was sent stays in view, read-only; as the form's new start it is no draft and asks nothing on leaving.
      ownText.current = null;
      form.reset({ ...values });
      setStep('sent');
    });
  const newMail = () => {
    ownText.current = null;
    form.reset(emptyCompose());
    setSent(null);
    setStep('writing');
    startFresh.current = true;
  };
  // „Neue Email“: the cursor in the first field once it is editable again.
  useEffect(() => {
    if (step !== 'writing' || !startFresh.current) return;
    startFresh.current = false;
    form.setFocus('recipientGroup');
  }, [step, form]);
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
      <Form form={form} onSubmit={askFirst} aria-label={t.heading} readOnly={step === 'sent'}>
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
          {step === 'sent' ? (
            <Stack gap="3" align="flex-start">
              <Text>{t.sentDone}</Text>
              <Button type="button" colorPalette="brand" onClick={newMail} w={{ base: 'full', sm: 'auto' }}>
                {t.newMail}
              </Button>
            </Stack>
          ) : (
            <Stack gap="3" align="flex-start">
              {step === 'test' ? <Text>{t.testSent}</Text> : null}
              <Button type="submit" colorPalette="brand" loading={submit.busy === 'send'} disabled={submit.busy !== null} w={{ base: 'full', sm: 'auto' }}>
                {t.submit}
              </Button>
            </Stack>
          )}
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
