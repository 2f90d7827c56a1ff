// What the tested club gets (issue 45, item 1): its report, by a personal link without an account and as a PDF in
// the mail „Ihr Testergebnis {Saison}“. Made by the domain (rules/club-report.ts) from the released questionnaire,
// shown by the API server (api-server/src/club-pages/report-page.tsx) and printed by its printer. It never names the
// tester or their contact.

import type { ClubFinding, EarlierFinding } from './club-measures';
import { QuestionnaireChangeTexts, type IncomparableReason } from './questionnaire-changes';

/** How long a report link opens the report: a season and its winter. */
export const CLUB_REPORT_LINK_DAYS = 400;

/** The path of a club's report page; the token is the last segment. */
export const CLUB_REPORT_PATH = '/club/report';

/** A shared photo of the report: `${CLUB_REPORT_PATH}/{token}/foto/{id}`, guarded by the page's token. */
export const clubReportPhotoPath = (token: string, photoId: number): string => `${CLUB_REPORT_PATH}/${token}/foto/${photoId}`;

/** A measure's evidence photo (issue 62): `${CLUB_REPORT_PATH}/{token}/nachweis/{id}`, guarded by the page's token. */
export const clubMeasurePhotoPath = (token: string, photoId: number): string => `${CLUB_REPORT_PATH}/${token}/nachweis/${photoId}`;

/** The bytes of the shared photos a report's PDF embeds at most (a mail stays below common size limits). */
export const CLUB_REPORT_PDF_PHOTO_BYTES = 12 * 1024 * 1024;

/** One question as the club reads it: the answer (the option's label, a number, a text) and its points where it scores. */
export interface ClubReportQuestion {
  text: string;
  answer: string;
  /** A photos question: the ids of the photos CMC marked for the club (only such questions are in the report). */
  photos?: number[];
}

export interface ClubReportSection {
  id: string;
  title: string;
  /** The club's percent; null where nothing counted. */
  percent: number | null;
  /** The association's average of this section (same definition version), when enough clubs count. */
  average: number | null;
  /** The club's percent of the section in the previous season, where there is one. */
  previous: number | null;
  /**
   * Why the previous season's percent is not comparable (issue 61, item 3: the section's questions, weights or points
   * changed between the two seasons' questionnaires, questionnaire-changes.ts); absent when it is.
   */
  previousIncomparable?: IncomparableReason[];
  questions: ClubReportQuestion[];
}

export interface ClubReport {
  clubName: string;
  year: number;
  /** The test date, yyyy-mm-dd; null when none was agreed. */
  date: string | null;
  premiumTest: boolean;
  total: number | null;
  /** How many other clubs the association's average is taken from; 0 when too few count to show one. */
  averageClubs: number;
  averageTotal: number | null;
  previousYear: number | null;
  previousTotal: number | null;
  /** Why the previous total is not comparable: the reasons of every section that changed its score; absent when it is. */
  previousTotalIncomparable?: IncomparableReason[];
  sections: ClubReportSection[];
  /** Issue 62: the findings of this test ('Handlungsfelder') and the club's measures, and what this test found of the earlier ones. */
  measures: {
    thresholdPercent: number;
    findings: ClubFinding[];
    /** CMC closed the plan: the page shows the answers without the form. */
    closed: boolean;
    earlier: EarlierFinding[];
  };
}

export const ClubReportTexts = {
  mailSubject: (year: number) => `Ihr Testergebnis ${year}`,
  title: (year: number) => `Ihr Testergebnis ${year}`,
  premium: 'Premium-Test',
  total: 'Gesamtergebnis',
  yours: 'Ihr Club',
  average: 'Durchschnitt des Verbands',
  previous: (year: number) => `Ihr Ergebnis ${year}`,
  /** Beside the previous season's figure when the questionnaire changed its score: „nicht vergleichbar (Gewichte geändert)“. */
  notComparable: (reasons: readonly IncomparableReason[]) => QuestionnaireChangeTexts.notComparableWithReason(reasons),
  notComparableHint: (year: number) => `„nicht vergleichbar“: Der Fragebogen wurde seit ${year} in diesem Bereich geändert (Fragen, Gewichte oder Punkte), das Ergebnis von ${year} lässt sich deshalb nicht direkt vergleichen.`,
  averageOf: (clubs: number) => `Der Durchschnitt ist aus den Ergebnissen von ${clubs} anderen Clubs mit demselben Fragebogen berechnet.`,
  noAverage: 'Ein Durchschnitt des Verbands wird erst gezeigt, wenn mindestens drei andere Clubs mit demselben Fragebogen getestet wurden.',
  sections: 'Die Bereiche',
  answers: 'Die Antworten im Einzelnen',
  notCounted: 'nicht gewertet',
  /** The back office asks for a report before the questionnaire is released. */
  notReleased: 'Der Bericht des Clubs entsteht erst mit der Freigabe des Fragebogens.',
  photoAlt: (question: string, position: number) => `Foto ${position} zu „${question}“`,
  photosOnPage: 'Weitere Fotos sehen Sie auf Ihrer Berichtsseite (Link in der Email).',
} as const;
