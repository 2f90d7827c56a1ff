import { EmailTemplateTexts, type ComposeEmail, type EmailTemplate, type EmailType, type RecipientGroup } from '@dtp/shared-api/back-office';
import { required, textValue, v } from '@dtp/shared-ui';
import { composeTexts as t } from './compose-texts';

// A type, not an interface: the loose form schema's index signature accepts it.
export type ComposeValues = {
  recipientGroup: string;
  waveNumber: string;
  template: string;
  subject: string;
  content: string;
};

/** Spec section 5 'Compose email': group, wave and template are required selects; subject and content must not be blank. */
export const composeSchema = v.looseObject({
  recipientGroup: textValue(required(t.recipientGroup)),
  waveNumber: textValue(required(t.wave)),
  template: textValue(required(t.template)),
  subject: textValue(required(t.subject)),
  content: textValue(required(t.content)),
});

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
    waveNumber: Number(values.waveNumber),
    subject: values.subject.trim(),
    content: values.content.trim(),
    emailType: emailTypeOf(values.template),
  };
}
