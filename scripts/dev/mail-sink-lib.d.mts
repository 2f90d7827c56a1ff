export interface SinkMail {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** Absent on mails kept before attachments were recorded. */
  attachments?: SinkAttachment[];
  receivedAt: string;
}
export interface SinkAttachment {
  filename: string;
  /** As the mail says it, e.g. 'text/calendar' (the method parameter is in the part's header). */
  contentType: string;
  /** A text attachment's content (an .ics); absent for other types. */
  content?: string;
  /** A PDF's bytes, base64 (a club's report); absent for other types. */
  contentBase64?: string;
}
export interface MailSink {
  smtpPort: number;
  httpPort: number;
  /** What arrived, oldest first (live). */
  mails: SinkMail[];
  close(): Promise<unknown>;
}
export declare const MAX_MAIL_BYTES: number;
export declare function mailPage(mails: SinkMail[]): string;
export declare function startMailSink(options?: {
  smtpPort?: number;
  httpPort?: number;
  host?: string;
  file?: string | null;
  refuse?: ((to: string) => { code: number; message: string } | null) | null;
}): Promise<MailSink>;
