import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { smtpTransportOptions } from './smtp';

// In production mails leave only over TLS: smtps: from the first byte, smtp: with STARTTLS required, the server's
// certificate verified. Development's mail sink stays plain on loopback.

/** The options nodemailer's pool ends up with (SMTP_URL's own options merged in), without connecting. */
function effectiveOptions(options: SMTPPool.Options): SMTPPool.Options {
  const transport = nodemailer.createTransport(options);
  try {
    return (transport.transporter as SMTPPool).options;
  } finally {
    transport.close();
  }
}

describe('the SMTP transport', () => {
  test('in production requires STARTTLS on smtp: and verifies the certificate', () => {
    const options = smtpTransportOptions('smtp://dtp:geheim@mail.golf-tests.de:587', { requireTls: true });
    expect(options).toMatchObject({ requireTLS: true, tls: { rejectUnauthorized: true } });
    expect(effectiveOptions(options)).toMatchObject({ host: 'mail.golf-tests.de', port: 587, secure: false, requireTLS: true, tls: { rejectUnauthorized: true } });
  });

  test('in production speaks TLS from the first byte on smtps:', () => {
    const options = smtpTransportOptions('smtps://dtp:geheim@mail.golf-tests.de:465', { requireTls: true });
    expect(effectiveOptions(options)).toMatchObject({ port: 465, secure: true, requireTLS: true, tls: { rejectUnauthorized: true } });
  });

  test("in development stays plain for the mail sink on loopback", () => {
    const options = effectiveOptions(smtpTransportOptions('smtp://127.0.0.1:2525', { requireTls: false }));
    expect(options).toMatchObject({ host: '127.0.0.1', port: 2525, secure: false });
    expect(options.requireTLS).toBeUndefined();
  });
});
