import { ComposeEmailSchema, RecipientsInputSchema, type Email, type EmailContent, type SendEmailAnswer } from '@dtp/contract/email';
import { emailsCalls } from '@dtp/contract/calls/back-office';
import { EmailPlaceholders } from '@dtp/contract/email-templates';
import { EmailProgressLabels, EmailTypeLabels } from '@dtp/contract/back-office-statuses';
import { parseBody, type Ctx } from '../context';
import { badRequest, notFound } from '../http';
import type { Router } from '../router';
import type { EmailRow } from '../state';
import { deliver, queueMail } from '../rules/email-queue';
import { attachmentNamesOf } from '../rules/mail-attachments';
import { forgetHeldBankData } from '../rules/travel-rules';
import { recordDeletedReminder } from '../rules/reminder-occasions';
import { composeFieldLabels, composeFieldRules } from '@dtp/contract/field-rules';
import { FieldErrors } from '../rules/field-errors';
import { checkComposeWave, recipientsOf, renderPlaceholders } from '../rules/recipients';

function emailView(e: EmailRow): Email {
  const { content: _content, testingId: _testingId, calendar: _calendar, ...fields } = e;
  return { ...fields, typeMessage: EmailTypeLabels[e.type], progressMessage: EmailProgressLabels[e.progress] };
}

async function emailOf(ctx: Ctx, id: number): Promise<EmailRow> {
  const email = await ctx.db.get('email', id);
  if (!email) throw notFound('Die Email');
  return email;
}

async function send(ctx: Ctx): Promise<SendEmailAnswer> {
  const input = parseBody(ctx, ComposeEmailSchema);
  const e = new FieldErrors();
  // The compose screen's selects (spec 5): the wave (1–5) where the group depends on one, else it only
  // fills the wave placeholders; the template only decides emailType, which the schema checks.
  checkComposeWave(e, input.recipientGroup, input.waveNumber);
  e.required('subject', composeFieldLabels.subject, input.subject);
  e.required('content', composeFieldLabels.content, input.content);
  e.checkAll(input, composeFieldRules); // subject's and content's length (issue 46)
  e.throwIfAny();
  const recipients = await recipientsOf(ctx.db, input.recipientGroup, input.waveNumber, ctx.me.email);
  if (recipients.length === 0) throw badRequest('Für diese Empfängergruppe gibt es keine Empfänger.');
  for (const recipient of recipients) {
    await queueMail(ctx.db, ctx.clock, {
      to: recipient.email,
      // A test mail (no user among the recipients) goes to the sender themself.
      recipientId: recipient.user?.id ?? ctx.userId ?? undefined,
      type: input.emailType,
      subject: await renderPlaceholders(ctx.db, input.subject.trim(), recipient, input.waveNumber, ctx.me.name, ctx.appUrl),
      content: await renderPlaceholders(ctx.db, input.content.trim(), recipient, input.waveNumber, ctx.me.name, ctx.appUrl),
    });
  }
  return { numEmails: recipients.length };
}

export function registerEmails(router: Router<Ctx>): void {
  router
    .on(emailsCalls.list, async (ctx) => (await ctx.db.find('email')).sort((a, b) => b.id - a.id).map(emailView))
    .on(emailsCalls.placeholders, () => EmailPlaceholders.map((p) => ({ ...p })))
    .on(emailsCalls.content, async (ctx, p): Promise<EmailContent> => {
      const email = await emailOf(ctx, p.id);
      const { id, to, subject, content } = email;
      return { id, to, subject, content, attachmentNames: await attachmentNamesOf(ctx.db, email) };
    })
    .on(emailsCalls.send, send)
    .on(emailsCalls.recipients, async (ctx) => {
      const input = parseBody(ctx, RecipientsInputSchema);
      const e = new FieldErrors();
      checkComposeWave(e, input.recipientGroup, input.waveNumber);
      e.throwIfAny();
      return (await recipientsOf(ctx.db, input.recipientGroup, input.waveNumber, ctx.me.email)).map((r) => r.email);
    })
    .on(emailsCalls.remove, async (ctx, p) => {
      const email = await emailOf(ctx, p.id);
      // A club's release mail that will never go: the bank data held for it has no purpose left.
      await forgetHeldBankData(ctx.db, email);
      // A reminder deleted by hand is not planned again.
      await recordDeletedReminder(ctx.db, email);
      await ctx.db.remove('email', email);
      return { success: true };
    })
    .on(emailsCalls.pause, async (ctx, p) => {
      const email = await emailOf(ctx, p.id);
      if (email.progress === 'DRAFT') throw badRequest('Die Email ist bereits pausiert.');
      email.progress = 'DRAFT';
      return emailView(email);
    })
    .on(emailsCalls.resume, async (ctx, p) => {
      // Resume sends at once, whatever the state (a sent mail is sent again): the demo delivers here,
      // the API server's worker takes the mail, due now, within a second.
      const email = await emailOf(ctx, p.id);
      email.progress = 'INITIAL';
      email.notBefore = new Date(ctx.clock.now()).toISOString();
      if (!ctx.mailWorker) await deliver(ctx.db, ctx.clock, email);
      return emailView(email);
    });
}
