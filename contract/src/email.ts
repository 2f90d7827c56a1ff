import * as v from 'valibot';
import { EmailProgresses, EmailTypes, RecipientGroups, WaveNumbers, type RecipientGroup } from './back-office-statuses';
import { IdSchema, TimestampSchema } from './wire-format';

export const EmailSchema = v.object({
  id: IdSchema,
  to: v.string(),
  subject: v.string(),
  type: v.picklist(EmailTypes),
  typeMessage: v.string(),
  progress: v.picklist(EmailProgresses),
  progressMessage: v.string(),
  /** Planned for. */
  notBefore: v.nullable(TimestampSchema),
  sentAt: v.nullable(TimestampSchema),
  lastTryAt: v.nullable(TimestampSchema),
  lastError: v.nullable(v.string()),
});
export type Email = v.InferOutput<typeof EmailSchema>;
export const EmailListSchema = v.array(EmailSchema);

export const EmailContentSchema = v.object({
  id: IdSchema,
  to: v.string(),
  subject: v.string(),
  content: v.string(),
  /** The files it is sent with (a tee-time mail's calendar entry, made when it is sent); absent: none. */
  attachmentNames: v.optional(v.array(v.string())),
});
export type EmailContent = v.InferOutput<typeof EmailContentSchema>;

/**
 * Only 'Eingeteilte Tester der Welle' depends on a wave: its recipients are that wave's testers. For
 * every other group the wave is optional and only fills the wave placeholders ({{golfclub}},
 * {{kalenderwoche}}, …), so a season without waves can still mail 'Alle aktiven Tester'. The compose
 * form and the domain (POST /email/send, /email/recipients) ask by this one rule.
 */
export function groupNeedsWave(group: RecipientGroup | string): boolean {
  return group === 'ASSIGNED_IN_WAVE';
}

/** The waves a mail can name: 1 to 5 (back-office spec 9), whether the season has them yet or not. */
export function isComposeWave(waveNumber: number): boolean {
  return (WaveNumbers as readonly number[]).includes(waveNumber);
}

/** Body of POST /email/send. The wave (1–5) is required for the groups that depend on one (`groupNeedsWave`), else optional (null). */
export const ComposeEmailSchema = v.object({
  recipientGroup: v.picklist(RecipientGroups),
  waveNumber: v.nullable(v.number()),
  subject: v.string(),
  content: v.string(),
  emailType: v.picklist(EmailTypes),
});
export type ComposeEmail = v.InferOutput<typeof ComposeEmailSchema>;

export const SendEmailAnswerSchema = v.object({ numEmails: v.number() });
export type SendEmailAnswer = v.InferOutput<typeof SendEmailAnswerSchema>;

export const RecipientsInputSchema = v.object({
  recipientGroup: v.picklist(RecipientGroups),
  waveNumber: v.nullable(v.number()),
});
export type RecipientsInput = v.InferOutput<typeof RecipientsInputSchema>;
export const RecipientListSchema = v.array(v.string());

/** A placeholder usable in subject and content, e.g. value '{{anrede}}'. */
export const PlaceholderSchema = v.object({
  value: v.string(),
  description: v.string(),
});
export type Placeholder = v.InferOutput<typeof PlaceholderSchema>;
export const PlaceholderListSchema = v.array(PlaceholderSchema);
