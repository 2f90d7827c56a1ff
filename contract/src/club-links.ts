// A club's pages without an account (issue 44): the club opens a link from a mail, with a token only it holds.
// The API server shows the page (api-server/src/club-pages); the domain checks the token (rules/club-links.ts).

/** What a club's link opens: the feedback on its tester (issue 44), its report (issue 45). */
export const ClubLinkPurposes = ['feedback', 'report'] as const;
export type ClubLinkPurpose = (typeof ClubLinkPurposes)[number];

/** The path of a club's feedback page, under the platform's address; the token is the last segment. */
export const CLUB_FEEDBACK_PATH = '/club/feedback';

/** The German texts of the club's pages and of the mail that carries the link. */
export const ClubLinkTexts = {
  feedbackSubject: 'Feedback zu Ihrem Tester',
  /** Stored in place of the link: the link itself is made when the mail is sent and never kept. */
  linkPlaceholder: '[Ihr persönlicher Link wird beim Versand eingesetzt]',
  invalidTitle: 'Link nicht mehr gültig',
  invalid: (contactName: string) =>
    `Dieser Link ist nicht mehr gültig. Er ist abgelaufen, wurde zurückgesetzt oder ist unvollständig. Bitte wenden Sie sich an ${contactName}, wenn Sie ihn noch brauchen.`,
  tooManyTitle: 'Zu viele Versuche',
  tooMany: 'Von Ihrem Anschluss kamen zu viele ungültige Links. Bitte versuchen Sie es in einigen Minuten erneut.',
} as const;

/** What the club's feedback page shows (issue 44): the test and its tester's name, nothing else of the tester. */
export interface ClubFeedbackPage {
  clubName: string;
  /** yyyy-mm-dd. */
  date: string;
  testerName: string;
  /** The club criteria in order ('Pünktlichkeit', …), each rated 0 to 5. */
  criteria: readonly string[];
  /** What the club gave before (it may change it until CMC resets it or the link expires); null: not yet. */
  given: ClubFeedbackValues | null;
  /** When the link stops working, ISO timestamp. */
  expiresAt: string;
}

/** The club's answers: a rating 0–5 per criterion (by its position) and its remarks. */
export interface ClubFeedbackValues {
  ratings: readonly number[];
  remarks: string;
}

/** What saving the club's answers came to: saved, or German messages by field ('rating-0', 'remarks'). */
export type ClubFeedbackSaved = { saved: true; page: ClubFeedbackPage } | { saved: false; page: ClubFeedbackPage; errors: Record<string, string> };

export const ClubFeedbackPageTexts = {
  title: 'Feedback zu Ihrem Tester',
  intro: (testerName: string, date: string) =>
    `Am ${date} hat ${testerName} Ihren Club getestet. Bitte bewerten Sie den Tester: 0 heißt „gar nicht“, 5 heißt „sehr gut“.`,
  remarks: 'Anmerkungen',
  remarksHint: 'Freiwillig, höchstens 2000 Zeichen.',
  submit: 'Feedback absenden',
  change: 'Änderungen speichern',
  saved: 'Vielen Dank! Ihr Feedback ist gespeichert.',
  givenBefore: 'Sie haben Ihr Feedback schon abgegeben. Bis der Link abläuft, können Sie es hier ändern.',
  validUntil: (date: string) => `Dieser Link ist bis zum ${date} gültig.`,
  errorSummary: 'Bitte prüfen Sie die markierten Angaben.',
} as const;
