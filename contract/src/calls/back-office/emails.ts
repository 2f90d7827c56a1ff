import { defineCalls } from '../../call-table';
import { SuccessAnswerSchema } from '../../common';
import { ComposeEmailSchema, EmailContentSchema, EmailListSchema, EmailSchema, PlaceholderListSchema, RecipientListSchema, RecipientsInputSchema, SendEmailAnswerSchema } from '../../email';

// The back office's calls of the mails (spec: back-office.md section 7).

const emailChanged = ['emails.list', 'emails.content', 'history.ofEmail'] as const;

export const emailsCalls = /*#__PURE__*/ defineCalls('emails', {
  list: { method: 'GET', path: '/email/list', name: 'Emails laden', access: 'staff', personalData: 'overview', output: EmailListSchema, statuses: [403] },
  placeholders: { method: 'GET', path: '/email/placeholders', name: 'Platzhalter laden', access: 'staff', personalData: 'none', output: PlaceholderListSchema, statuses: [403] },
  content: {
    method: 'GET',
    path: '/email/content/:id',
    name: 'Email-Inhalt laden',
    access: 'staff',
    personalData: 'person',
    recordsAccess: 'MAIL',
    params: { id: 'number' },
    output: EmailContentSchema,
    statuses: [400, 403, 404],
  },
  /**
   * Queues one mail per recipient; answers numEmails. Raises no success flag: the compose screen shows
   * its own count text instead ('Es werden {n} Emails in Kürze versendet.', spec 8).
   */
  send: {
    method: 'POST',
    path: '/email/send',
    name: 'Emails versenden',
    access: 'staff',
    personalData: 'none',
    input: ComposeEmailSchema,
    output: SendEmailAnswerSchema,
    statuses: [400, 403],
    invalidates: emailChanged,
  },
  /** The addresses of a recipient group. */
  recipients: {
    method: 'POST',
    path: '/email/recipients',
    name: 'Empfänger laden',
    access: 'staff',
    personalData: 'overview',
    input: RecipientsInputSchema,
    output: RecipientListSchema,
    statuses: [400, 403],
  },
  remove: {
    method: 'POST',
    path: '/email/delete/:id',
    name: 'Email löschen',
    access: 'staff',
    personalData: 'none',
    params: { id: 'number' },
    output: SuccessAnswerSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: emailChanged,
  },
  /** The mail becomes a DRAFT. */
  pause: {
    method: 'POST',
    path: '/email/pause/:id',
    name: 'Email pausieren',
    access: 'staff',
    personalData: 'overview',
    params: { id: 'number' },
    output: EmailSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: emailChanged,
  },
  /** Sends again immediately. */
  resume: {
    method: 'POST',
    path: '/email/resume/:id',
    name: 'Email erneut senden',
    access: 'staff',
    personalData: 'overview',
    params: { id: 'number' },
    output: EmailSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: emailChanged,
  },
});
