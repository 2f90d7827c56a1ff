import * as mailTexts from './mail-texts';
import type { MailText } from './mail-texts';

const signedBy = 'Golf-Team Süd';
const salutation = 'Sehr geehrte Frau Musterfrau';
const teeTime = { salutation, clubName: 'Golfclub Am See', address: 'Seeweg 1, 12345 Seedorf', date: '2026-06-03', teeTime: '10:30', signedBy };

/** Every mail the platform writes, with example data: one function per email type (issue 42, item 4). */
const mails: Record<string, MailText> = {
  invitationMail: mailTexts.invitationMail({ salutation, year: 2026, signedBy }),
  dataSheetReleasedMail: mailTexts.dataSheetReleasedMail({ salutation, year: 2026, signedBy }),
  testerAssignedMail: mailTexts.testerAssignedMail({ salutation, club: 'Golfclub Am See', weeks: 'KW 24–26', signedBy }),
  travelReleasedMail: mailTexts.travelReleasedMail({ testerName: 'Erika Musterfrau', sum: 133.7, iban: 'DE89370400440532013000', bank: 'Sparkasse', signedBy }),
  travelReleasedTesterMail: mailTexts.travelReleasedTesterMail({ salutation, sum: 133.7, signedBy }),
  teeTimeConfirmedMail: mailTexts.teeTimeConfirmedMail(teeTime),
  teeTimeChangedMail: mailTexts.teeTimeChangedMail(teeTime),
  testCancelledMail: mailTexts.testCancelledMail(teeTime),
  testReminderMail: mailTexts.testReminderMail({ salutation, club: 'Golfclub Am See', date: '2026-06-03', teeTime: '10:30', link: 'https://example.org/tests/test/1', signedBy }),
  travelExpensesReminderMail: mailTexts.travelExpensesReminderMail({ salutation, club: 'Golfclub Am See', link: 'https://example.org/travels/travel/1', signedBy }),
  dataSheetReminderMail: mailTexts.dataSheetReminderMail({ salutation, year: 2026, firstWaveStart: '2026-05-04', link: 'https://example.org/datasheet', signedBy }),
  questionnaireSubmittedMail: mailTexts.questionnaireSubmittedMail({ salutation, club: 'Golfclub Am See', premium: true, link: 'https://example.org/tests/test/1/questionnaire', signedBy }),
  questionnaireReturnedMail: mailTexts.questionnaireReturnedMail({ salutation, club: 'Golfclub Am See', premium: false, reason: 'Bitte ergänzen Sie die Grüns.', link: 'https://example.org/tests/test/1/questionnaire', signedBy }),
  clubFeedbackMail: mailTexts.clubFeedbackMail({ clubName: 'Golfclub Am See', date: '2026-06-03', testerName: 'Eva Probe', days: 30, signedBy }),
  clubReportMail: mailTexts.clubReportMail({ year: 2026, date: '2026-06-03', signedBy }),
  clubFeedbackReminderMail: mailTexts.clubFeedbackReminderMail({ clubName: 'Golfclub Am See', date: '2026-06-03', testerName: 'Eva Probe', days: 30, signedBy }),
  clubMeasureReminderMail: mailTexts.clubMeasureReminderMail({ year: 2026, until: '2026-09-30', questions: ['Wie freundlich war der Empfang?'], signedBy }),
};

describe('mail texts', () => {
  it('the module writes every mail: each function of it that ends in „Mail“ is listed here', () => {
    const writers = Object.entries(mailTexts)
      .filter(([name, value]) => typeof value === 'function' && name.endsWith('Mail'))
      .map(([name]) => name);
    expect(writers.sort()).toEqual(Object.keys(mails).sort());
  });

  it.each(Object.entries(mails))('%s ends with the one closing, signed by the configured back office', (_name, mail) => {
    expect(mail.content).toMatch(/\n\nMit freundlichen Grüßen\nGolf-Team Süd$/);
    expect(mail.content.match(/Mit freundlichen Grüßen/g)).toHaveLength(1);
    expect(mail.subject).not.toBe('');
  });

  it('answers what queueMail takes: type, subject and content', () => {
    expect(mails.testerAssignedMail).toEqual({
      type: 'TESTER_ASSIGNED',
      subject: 'Sie wurden für einen Test eingeteilt',
      content:
        'Sehr geehrte Frau Musterfrau,\n\nSie wurden für den Test im Golfclub Am See in der KW 24–26 eingeteilt. Bitte vereinbaren Sie Test-Datum und Tee-Time mit dem Club.\n\nMit freundlichen Grüßen\nGolf-Team Süd',
    });
    expect(mails.invitationMail?.content).toBe('Sehr geehrte Frau Musterfrau,\n\nIhr Testerdatenblatt 2026 hat jetzt den Status „Eingeladen“.\n\nMit freundlichen Grüßen\nGolf-Team Süd');
    expect(mails.dataSheetReleasedMail?.content).toContain('hat jetzt den Status „Freigegeben“.');
    expect(mails.dataSheetReminderMail).toMatchObject({ type: 'INVITATION', subject: mailTexts.DATASHEET_REMINDER_SUBJECT });
    // The sum as the screens show it (issue 58): not '133,70 EUR'.
    expect(mails.travelReleasedTesterMail?.content).toContain('Ihre Spesenabrechnung über 133,70\u00a0€ wurde an den Club weitergeleitet.');
    expect(mails.travelReleasedMail?.content).toContain('die Spesen von 133,70\u00a0€ innerhalb von');
    expect(mails.teeTimeConfirmedMail?.content).toContain('Datum: Mittwoch, 3. Juni 2026');
  });

  it('the seed’s stand-in text has the same closing', () => {
    expect(mailTexts.seedMailContent('Ihr Testerdatenblatt wurde freigegeben', 'CMC')).toBe('Guten Tag,\n\nIhr Testerdatenblatt wurde freigegeben.\n\nMit freundlichen Grüßen\nCMC');
  });
});
