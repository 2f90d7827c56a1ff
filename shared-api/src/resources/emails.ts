import { call } from '../client/client';
import { SuccessAnswerSchema, type SuccessAnswer } from '../contract/common';
import {
  EmailContentSchema,
  EmailListSchema,
  EmailSchema,
  PlaceholderListSchema,
  RecipientListSchema,
  SendEmailAnswerSchema,
  type ComposeEmail,
  type Email,
  type EmailContent,
  type Placeholder,
  type RecipientsInput,
  type SendEmailAnswer,
} from '../contract/email';
import { seg } from './path';

/** GET /email/list; `silent`: a background refresh, without the spinner (the email list's live status). */
export function list(options: { silent?: boolean } = {}): Promise<Email[]> {
  return call({ name: 'Emails laden', method: 'GET', path: '/email/list', schema: EmailListSchema, silent: options.silent });
}

/** GET /email/placeholders. */
export function placeholders(): Promise<Placeholder[]> {
  return call({ name: 'Platzhalter laden', method: 'GET', path: '/email/placeholders', schema: PlaceholderListSchema });
}

/** GET /email/content/{id}. */
export function content(id: number): Promise<EmailContent> {
  return call({ name: 'Email-Inhalt laden', method: 'GET', path: `/email/content/${seg(id)}`, schema: EmailContentSchema });
}

/**
 * POST /email/send: queues one mail per recipient; answers numEmails. Raises no success flag: the
 * compose screen shows its own count text instead ('Es werden {n} Emails in Kürze versendet.', spec 8),
 * never a second 'Speichern erfolgreich.' next to it.
 */
export function send(body: ComposeEmail): Promise<SendEmailAnswer> {
  return call({ name: 'Emails versenden', method: 'POST', path: '/email/send', body, schema: SendEmailAnswerSchema });
}

/** POST /email/recipients: the addresses of a recipient group. */
export function recipients(body: RecipientsInput): Promise<string[]> {
  return call({ name: 'Empfänger laden', method: 'POST', path: '/email/recipients', body, schema: RecipientListSchema });
}

/** POST /email/delete/{id}. */
export function remove(id: number): Promise<SuccessAnswer> {
  return call({ name: 'Email löschen', method: 'POST', path: `/email/delete/${seg(id)}`, schema: SuccessAnswerSchema, success: true });
}

/** POST /email/pause/{id}: the mail becomes a DRAFT; answers the updated email. */
export function pause(id: number): Promise<Email> {
  return call({ name: 'Email pausieren', method: 'POST', path: `/email/pause/${seg(id)}`, schema: EmailSchema, success: true });
}

/** POST /email/resume/{id}: sends again immediately; answers the updated email. */
export function resume(id: number): Promise<Email> {
  return call({ name: 'Email erneut senden', method: 'POST', path: `/email/resume/${seg(id)}`, schema: EmailSchema, success: true });
}
