import { composeFieldLabels } from '@dtp/api-client';

/** The German texts of 'Email verfassen' (spec back-office.md sections 2 'Compose email', 4, 5 and 8). */
export const composeTexts = {
  heading: 'Email verfassen',
  back: 'Zurück',
  recipientGroup: 'Empfängergruppe',
  wave: composeFieldLabels.waveNumber,
  /** Waves 1 to 5 (spec 9); the season's waves show their calendar weeks. */
  waveOption: (number: number, weeks: string | null) => (weeks ? `Welle ${number} (${weeks})` : `Welle ${number}`),
  /** The wave of the groups that do not depend on one: optional, it only fills the wave placeholders. */
  waveNone: 'Keine Welle',
  waveOptionalHint: 'Optional: füllt die Platzhalter der Welle ({{golfclub}}, {{kalenderwoche}}, …).',
  recipients: 'Empfänger',
  recipientsCount: (n: number) => (n === 1 ? '1 Empfänger' : `${n} Empfänger`),
  recipientsPending: 'Die Empfänger erscheinen, sobald die Empfängergruppe gewählt ist.',
  recipientsPendingWave: 'Die Empfänger erscheinen, sobald die Welle gewählt ist.',
  recipientsLoading: 'Empfänger werden geladen …',
  recipientsNone: 'Für diese Auswahl gibt es keine Empfänger.',
  template: 'Vorlage',
  templateHint: 'Eine Vorlage füllt Betreff und Inhalt; „Keine“ stellt Ihren vorherigen Text wieder her.',
  subject: composeFieldLabels.subject,
  content: composeFieldLabels.content,
  placeholders: 'Platzhalter',
  placeholdersHint: 'Diese Platzhalter in Betreff und Inhalt werden für jeden Empfänger ersetzt:',
  submit: 'Absenden',
  confirmTitle: 'Emails absenden',
  confirmText: (n: number | null) =>
    n === null
      ? 'Möchten Sie die Email jetzt an die gewählte Empfängergruppe absenden?'
      : n === 1
      ? 'Die Email wird an einen Empfänger versendet. Möchten Sie sie jetzt absenden?'
      : `Die Email wird an ${n} Empfänger versendet. Möchten Sie sie jetzt absenden?`,
  /** Spec section 8, verbatim. */
  sent: (n: number) => (n === 1 ? 'Es wird eine Email in Kürze versendet.' : `Es werden ${n} Emails in Kürze versendet.`),
  toList: 'Zur Email-Liste',
  /** After 'Test-Email an mich': the form stays for the real mail. */
  testSent: 'Die Test-Email geht an Sie. Ihr Text bleibt stehen: Wählen Sie die Empfängergruppe und senden Sie die Email ab.',
  /** After the real send: what was sent stays in view, read-only. */
  sentDone: 'Diese Email ist abgesendet. Den Versand sehen Sie in der Email-Liste.',
  newMail: 'Neue Email',
} as const;
