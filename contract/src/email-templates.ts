import type { Placeholder } from './email';
import type { EmailTemplate, EmailType } from './back-office-statuses';

/**
 * Placeholders of subject and content (back office spec 9), replaced per recipient when a mail is
 * queued. GET /email/placeholders answers exactly this list.
 */
export const EmailPlaceholders: readonly Placeholder[] = [
  { value: '{{anrede}}', description: 'Anrede mit Namen, z. B. „Sehr geehrter Herr Mustermann“' },
  { value: '{{saison}}', description: 'Die aktuelle Saison (Jahr)' },
  { value: '{{registrierungslink}}', description: 'Link zur Registrierung' },
  { value: '{{datenblattlink}}', description: 'Link zum Datenblatt des Empfängers' },
  { value: '{{golfclub}}', description: 'Golf-Club des Tests in der gewählten Welle' },
  { value: '{{kalenderwoche}}', description: 'Kalenderwochen der gewählten Welle' },
  { value: '{{teetimelink}}', description: 'Link zur Eingabe von Test-Datum und Tee-Time' },
  { value: '{{spesenlink}}', description: 'Link zur Spesenabrechnung' },
  { value: '{{testliste}}', description: 'Liste der Tests des Empfängers in der Saison' },
  { value: '{{manager}}', description: 'Name des angemeldeten Test-Managers' },
];

export interface EmailTemplateText {
  subject: string;
  content: string;
  /** The email type a mail composed from this template gets. */
  emailType: EmailType;
}

/** Compose-screen templates: picking one fills subject and content; 'NONE' keeps the earlier text. */
export const EmailTemplateTexts: Record<Exclude<EmailTemplate, 'NONE'>, EmailTemplateText> = {
  INVITATION: {
    emailType: 'INVITATION',
    subject: 'Einladung zur Test-Saison {{saison}}',
    content:
      '{{anrede}},\n\nwir laden Sie herzlich zur Test-Saison {{saison}} ein. Bitte füllen Sie Ihr Datenblatt aus und geben Sie Ihre Verfügbarkeit an:\n{{datenblattlink}}\n\nMit freundlichen Grüßen\n{{manager}}',
  },
  TEST_REMINDER: {
    emailType: 'TEST_REMINDER',
    subject: 'Erinnerung: Ihr Test im {{golfclub}}',
    content:
      '{{anrede}},\n\nbitte denken Sie an Ihren Test im {{golfclub}} in der {{kalenderwoche}}. Falls noch nicht geschehen, vereinbaren Sie bitte Test-Datum und Tee-Time:\n{{teetimelink}}\n\nMit freundlichen Grüßen\n{{manager}}',
  },
  TESTER_ASSIGNED: {
    emailType: 'TESTER_ASSIGNED',
    subject: 'Sie wurden für einen Test eingeteilt',
    content:
      '{{anrede}},\n\nSie wurden für die Saison {{saison}} eingeteilt:\n{{testliste}}\n\nBitte vereinbaren Sie Test-Datum und Tee-Time mit dem Club:\n{{teetimelink}}\n\nMit freundlichen Grüßen\n{{manager}}',
  },
  TRAVEL_EXPENSES_REMINDER: {
    emailType: 'TRAVEL_EXPENSES_REMINDER',
    subject: 'Erinnerung: Ihre Spesenabrechnung',
    content:
      '{{anrede}},\n\nbitte reichen Sie Ihre Spesenabrechnung für den Test im {{golfclub}} ein:\n{{spesenlink}}\n\nMit freundlichen Grüßen\n{{manager}}',
  },
  MISC: {
    emailType: 'MISC',
    subject: '',
    content: '{{anrede}},\n\n\n\nMit freundlichen Grüßen\n{{manager}}',
  },
};
