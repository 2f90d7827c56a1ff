import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { MailToSend } from '@dtp/domain';

/** Sends mails through one SMTP server (SMTP_URL) over a small pool of connections. */
export interface SmtpSender {
  send(mail: MailToSend): Promise<void>;
  close(): void;
}

/** Why an attempt failed: the server's words where it answered, and whether trying again can help. */
export interface SmtpFailure {
  error: string;
  /** A 5xx answer (unknown recipient, refused): retrying would get the same. */
  permanent: boolean;
}

export function failureOf(error: unknown): SmtpFailure {
  const { response, responseCode, message } = (error ?? {}) as { response?: unknown; responseCode?: unknown; message?: unknown };
  const code = typeof responseCode === 'number' ? responseCode : 0;
  const text = typeof response === 'string' && response ? response : typeof message === 'string' && message ? message : String(error);
  return { error: text.slice(0, 1000), permanent: code >= 500 && code < 600 };
}

/**
 * The pool's options for SMTP_URL. `requireTls` (production): `smtps:` is TLS from the first byte, `smtp:` must
 * upgrade with STARTTLS or nothing is sent; the certificate is verified either way (production-check.ts refuses a
 * URL that switches this off). Development's mail sink stays plain on loopback.
 */
export function smtpTransportOptions(url: string, { requireTls }: { requireTls: boolean }): SMTPPool.Options {
  return {
    url,
    pool: true,
    maxConnections: 5,
    // A server that does not answer is a failed try, not a worker that hangs.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...(requireTls ? { requireTLS: true, tls: { rejectUnauthorized: true } } : {}),
  };
}

export function createSmtpSender(url: string, from: string, security: { requireTls: boolean } = { requireTls: false }): SmtpSender {
  const transport = nodemailer.createTransport(smtpTransportOptions(url, security));
  return {
    async send(mail) {
      // A tee-time mail's .ics goes as a text/calendar attachment (rules/tee-time-mails.ts); a club's report is
      // rendered now, after the claim's transaction (email-queue.ts renderAttachments). Bytes go as a Buffer.
      const attachments = [...(mail.attachments ?? []), ...((await mail.renderAttachments?.()) ?? [])].map((a) => ({
        ...a,
        content: typeof a.content === 'string' ? a.content : Buffer.from(a.content),
      }));
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, ...(attachments.length > 0 ? { attachments } : {}) });
    },
    close: () => transport.close(),
  };
}
