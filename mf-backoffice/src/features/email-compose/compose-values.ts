import { composeFieldRules, fieldMessages } from '@dtp/api-client';
import { EmailTemplateTexts, groupNeedsWave, RecipientGroups, type ComposeEmail, type EmailTemplate, type EmailType, type RecipientGroup } from '@dtp/api-client/back-office';
import { formRules, required, textValue, v } from '@dtp/shared-ui';
import { composeTexts as t } from './compose-texts';

// A type, not an interface: the loose form schema's index signature accepts it.
export type ComposeValues = {
  recipientGroup: string;
  waveNumber: string;
  template: string;
  subject: string;
  content: string;
};

const fields = {
  template: textValue(required(t.template)),
  // The contract's rules, which POST /email/send checks too: the same message before and after sending.
  subject: textValue(...formRules(composeFieldRules.subject)),
  content: textValue(...formRules(composeFieldRules.content)),
};
const waveGroups = RecipientGroups.filter((g) => groupNeedsWave(g));
const otherGroups = RecipientGroups.filter((g) => !groupNeedsWave(g));

/**
 * Spec section 5 'Compose email': group and template are required selects, the wave only where the
 * group depends on one (the contract's `groupNeedsWave`, which the server asks too; for the other
 * groups it only fills the wave placeholders); subject and content must not be blank nor too long. One branch per
 * kind of group, so every message shows at once (a check after the object would wait for the others).
 * Typed as the form's values: a select holds any text until the schema has checked it.
 */
export const composeSchema = v.union([
  v.looseObject({ recipientGroup: v.picklist(waveGroups), waveNumber: textValue(required(t.wave)), ...fields }),
  v.looseObject({
    recipientGroup: v.pipe(v.picklist(['', ...otherGroups]), v.check((group) => group !== '', fieldMessages.required(t.recipientGroup))),
    waveNumber: textValue(),
    ...fields,
  }),
]) as unknown as v.GenericSchema<ComposeValues, ComposeValues>;

export const emptyCompose = (): ComposeValues => ({ recipientGroup: '', waveNumber: '', template: '', subject: '', content: '' });

/** A template's subject and content; 'NONE' (and no choice) has none. */
export function templateText(template: string): { subject: string; content: string } | null {
  return template in EmailTemplateTexts ? EmailTemplateTexts[template as Exclude<EmailTemplate, 'NONE'>] : null;
}

/** The mail type of a template: 'Keine' sends as the miscellaneous type. */
export function emailTypeOf(template: string): EmailType {
  return template in EmailTemplateTexts ? EmailTemplateTexts[template as Exclude<EmailTemplate, 'NONE'>].emailType : 'MISC';
}

/** The body of POST /email/send; subject and content trimmed. */
export function composeInputOf(values: ComposeValues): ComposeEmail {
  return {
    recipientGroup: values.recipientGroup as RecipientGroup,
    waveNumber: values.waveNumber === '' ? null : Number(values.waveNumber),
    subject: values.subject.trim(),
    content: values.content.trim(),
    emailType: emailTypeOf(values.template),
  };
}
