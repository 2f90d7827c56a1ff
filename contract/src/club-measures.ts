import * as v from 'valibot';
import { wholeNumberWithinRules, type FieldRuleMap } from './field-rules';
import { HistoryEntrySchema } from './history';
import { QUESTIONNAIRE_PHOTO_MAX_BYTES } from './questionnaire';
import { IdSchema, IsoDateSchema, TimestampSchema } from './wire-format';

// What the club does about its result (issue 62): a finding ('Handlungsfeld') is a scored question of a released
// questionnaire that earned less than the threshold; the club answers each on its report page (a measure planned,
// done, or not applicable), CMC follows them ('Maßnahmen') and the club's next released questionnaire tells whether
// the finding was fixed ('behoben') or came back ('wiederkehrend'). Made and matched by the domain
// (rules/club-measures.ts); the tester never sees a finding.

/** The share of a question's points below which it becomes a finding, set in the administration. */
export const MEASURE_THRESHOLD_LIMITS = { min: 1, max: 100, default: 50 } as const;

export const MeasureSettingsSchema = v.object({ thresholdPercent: v.number() });
export type MeasureSettings = v.InferOutput<typeof MeasureSettingsSchema>;
export const DEFAULT_MEASURE_SETTINGS: MeasureSettings = { thresholdPercent: MEASURE_THRESHOLD_LIMITS.default };

/** The threshold's label, as the administration shows it and its message names it. */
export const measureSettingsLabels = { thresholdPercent: 'Schwelle (% der Punkte einer Frage)' } as const;

/** The threshold's rule (contract/field-rules.ts): a whole number from 1 to 100, checked by the form and the server. */
export const measureSettingsFieldRules = {
  'measures.thresholdPercent': wholeNumberWithinRules(measureSettingsLabels.thresholdPercent, MEASURE_THRESHOLD_LIMITS),
} satisfies FieldRuleMap;

/** What the club said about a finding: nothing yet, a measure planned, done, or not applicable. */
export const MeasureStates = ['OPEN', 'PLANNED', 'DONE', 'NOT_APPLICABLE'] as const;
export type MeasureState = (typeof MeasureStates)[number];
export const MeasureStateLabels: Record<MeasureState, string> = {
  OPEN: 'Offen',
  PLANNED: 'Maßnahme geplant',
  DONE: 'Erledigt',
  NOT_APPLICABLE: 'Trifft nicht zu',
};

/** What the club's next released questionnaire found: the question now above the threshold, still below, or not comparable. */
export const FindingOutcomes = ['RESOLVED', 'RECURRING', 'INCOMPARABLE'] as const;
export type FindingOutcome = (typeof FindingOutcomes)[number];
export const FindingOutcomeLabels: Record<FindingOutcome, string> = {
  RESOLVED: 'behoben',
  RECURRING: 'wiederkehrend',
  INCOMPARABLE: 'nicht vergleichbar',
};

/** How a finding came about: from the release (below the threshold) or added by CMC from the review. */
export const FindingSources = ['RELEASE', 'MANUAL'] as const;
export type FindingSource = (typeof FindingSources)[number];

export const MEASURE_TEXT_MAX = 1000;
export const MEASURE_WHO_MAX = 200;

/** The club's answer to one finding, as it is stored and shown. */
export const MeasureSchema = v.object({
  state: v.picklist(MeasureStates),
  /** PLANNED: what is planned; DONE: what was done; NOT_APPLICABLE: why not. */
  text: v.string(),
  /** PLANNED: who takes care of it. */
  who: v.string(),
  /** PLANNED: until when (ISO day); null otherwise. */
  until: v.nullable(IsoDateSchema),
  /** DONE: the evidence photo's id (re-encoded on the server like the questionnaire's photos), or null. */
  photoId: v.nullable(IdSchema),
  /** When the club last changed it; null while OPEN. */
  at: v.nullable(TimestampSchema),
});
export type Measure = v.InferOutput<typeof MeasureSchema>;

export const FindingResultSchema = v.object({
  outcome: v.picklist(FindingOutcomes),
  /** The season whose release decided it. */
  year: v.number(),
  /** The question's share of its points in that season; null when not comparable. */
  percent: v.nullable(v.number()),
});
export type FindingResult = v.InferOutput<typeof FindingResultSchema>;

/** One finding with the club's measure, as the back office sees it. Nothing of the tester but the answer and the section's remark. */
export const FindingSchema = v.object({
  id: IdSchema,
  clubId: IdSchema,
  clubName: v.string(),
  year: v.number(),
  testingId: IdSchema,
  source: v.picklist(FindingSources),
  sectionTitle: v.string(),
  questionId: v.string(),
  questionText: v.string(),
  /** The answer as the report shows it. */
  answer: v.string(),
  /** The tester's remark on the section (its free-text question), '' when none. */
  comment: v.string(),
  /** The question's share of its points, one decimal. */
  percent: v.nullable(v.number()),
  measure: MeasureSchema,
  /** PLANNED and its date passed: overdue. */
  overdue: v.boolean(),
  /** When CMC closed the club's plan of that season; null while the club may still change its answers. */
  closedAt: v.nullable(TimestampSchema),
  /** What the next season's release found; null until then. */
  result: v.nullable(FindingResultSchema),
});
export type Finding = v.InferOutput<typeof FindingSchema>;
export const FindingListSchema = v.array(FindingSchema);

/** A club's findings of every season with each one's Verlauf: the card 'Maßnahmen'. */
export const ClubMeasuresSchema = v.object({
  findings: v.array(v.object({ ...FindingSchema.entries, history: v.array(HistoryEntrySchema) })),
  thresholdPercent: v.number(),
});
export type ClubMeasures = v.InferOutput<typeof ClubMeasuresSchema>;

/** 'Handlungsfeld hinzufügen' from the review: a scored question of a released questionnaire. */
export const FindingAddInputSchema = v.object({ testingId: IdSchema, questionId: v.pipe(v.string(), v.minLength(1)) });
export type FindingAddInput = v.InferOutput<typeof FindingAddInputSchema>;

/** 'Plan abschließen' / 'Plan wieder öffnen' of a club's season. */
export const MeasurePlanCloseInputSchema = v.object({ clubId: IdSchema, year: v.number(), closed: v.boolean() });
export type MeasurePlanCloseInput = v.InferOutput<typeof MeasurePlanCloseInputSchema>;

/** What the club's page form sends for one finding (fields named `{field}-{findingId}` on the page). */
export interface MeasureFormValues {
  state: string;
  text: string;
  who: string;
  /** ISO day from the page's date field, or a German date typed where the browser has no date field. */
  until: string;
}

/** A finding as the club's page shows it: no ids but its own, no tester. */
export interface ClubFinding {
  id: number;
  sectionTitle: string;
  questionText: string;
  answer: string;
  comment: string;
  percent: number | null;
  measure: Measure;
}

/** An earlier season's finding as the new report shows it: fixed, recurring or not comparable. */
export interface EarlierFinding {
  year: number;
  sectionTitle: string;
  questionText: string;
  /** The question's share then and now. */
  before: number | null;
  now: number | null;
  outcome: FindingOutcome;
  measure: Measure;
}

/** Beside the list of the club's answers: cockpit's count, the list's filters. */
export const MeasureListFilters = ['ALL', 'OPEN', 'PLANNED', 'DONE', 'NOT_APPLICABLE', 'OVERDUE'] as const;

export const ClubMeasureTexts = {
  heading: 'Handlungsfelder',
  intro: (threshold: number) =>
    `Diese Fragen haben weniger als ${threshold} % ihrer Punkte erreicht. Bitte sagen Sie uns zu jedem Punkt, was Sie tun: eine geplante Maßnahme, eine erledigte Maßnahme (gern mit Foto) oder warum der Punkt nicht zutrifft.`,
  none: 'Dieser Test hat keine Handlungsfelder ergeben.',
  answer: 'Antwort im Test',
  comment: 'Anmerkung zum Bereich',
  stateLegend: 'Ihre Rückmeldung',
  what: { PLANNED: 'Was ist geplant?', DONE: 'Was wurde getan?', NOT_APPLICABLE: 'Warum trifft der Punkt nicht zu?' } as const,
  text: 'Beschreibung',
  who: 'Wer kümmert sich darum?',
  until: 'Bis wann?',
  photo: 'Foto als Nachweis (optional)',
  photoHint: `JPEG oder PNG, höchstens ${QUESTIONNAIRE_PHOTO_MAX_BYTES / 1024 / 1024} MB; nur bei „Erledigt“.`,
  /** After a refused save: the browser does not keep a chosen file. */
  photoAgain: 'Das gewählte Foto wurde nicht gespeichert. Bitte wählen Sie es noch einmal.',
  /** The hint beside 'Wer kümmert sich darum?' and 'Bis wann?'. */
  onlyPlanned: 'Nur bei „Maßnahme geplant“.',
  untilHint: 'Nur bei „Maßnahme geplant“; das Datum als TT.MM.JJJJ.',
  /** The finding's share of the question's points. */
  percent: 'Erreicht',
  /** The PDF: where the club answers. */
  answerOnPage: 'Ihre Rückmeldung zu diesen Punkten geben Sie auf Ihrer Berichtsseite (Link in der Email).',
  photoAlt: (question: string) => `Nachweis zu „${question}“`,
  save: 'Rückmeldung speichern',
  saved: 'Vielen Dank, Ihre Rückmeldung ist gespeichert. Sie können sie ändern, bis der Verband den Plan abschließt.',
  errorSummary: 'Bitte prüfen Sie die markierten Angaben; nichts wurde gespeichert.',
  closed: 'Der Verband hat den Plan abgeschlossen; Ihre Rückmeldungen können nicht mehr geändert werden.',
  earlier: (year: number) => `Handlungsfelder aus ${year}`,
  earlierIntro: 'So hat dieser Test die Punkte bewertet, die der vorige Test gefunden hat.',
  /** Beside an earlier finding's outcome („behoben“, …). */
  outcome: 'In diesem Test',
  then: (year: number) => `${year}`,
  errors: {
    state: 'Bitte wählen Sie, was Sie zu diesem Punkt tun.',
    textMissing: 'Bitte beschreiben Sie die Maßnahme.',
    whyMissing: 'Bitte sagen Sie kurz, warum der Punkt nicht zutrifft.',
    textTooLong: `Höchstens ${MEASURE_TEXT_MAX} Zeichen.`,
    whoMissing: 'Bitte nennen Sie, wer sich darum kümmert.',
    whoTooLong: `Höchstens ${MEASURE_WHO_MAX} Zeichen.`,
    untilMissing: 'Bitte geben Sie an, bis wann die Maßnahme umgesetzt ist (TT.MM.JJJJ).',
    untilInvalid: 'Bitte ein gültiges Datum angeben (TT.MM.JJJJ).',
    untilPast: 'Das Datum liegt in der Vergangenheit.',
    photoNotDone: 'Ein Foto gehört zu einer erledigten Maßnahme: Bitte wählen Sie „Erledigt“ oder entfernen Sie das Foto.',
    photo: `Das Foto konnte nicht gelesen werden. Bitte wählen Sie ein JPEG- oder PNG-Bild bis ${QUESTIONNAIRE_PHOTO_MAX_BYTES / 1024 / 1024} MB.`,
    /** The whole form was larger than the page accepts: nothing could be read, so nothing is shown again. */
    tooLarge: (megabytes: number) => `Die Fotos waren zusammen größer als ${megabytes} MB; nichts wurde gespeichert. Bitte wählen Sie weniger Fotos auf einmal und speichern Sie dazwischen.`,
  },
} as const;

/** The back office's texts of the card 'Maßnahmen', the list and the review's buttons. */
export const MeasureTexts = {
  card: 'Maßnahmen',
  list: 'Maßnahmen der Clubs',
  none: 'Für diesen Club gibt es keine Handlungsfelder.',
  threshold: (percent: number) => `Handlungsfeld: weniger als ${percent} % der Punkte einer Frage`,
  overdue: 'überfällig',
  closed: 'Plan abgeschlossen',
  close: 'Plan abschließen',
  reopen: 'Plan wieder öffnen',
  add: 'Als Handlungsfeld aufnehmen',
  drop: 'Handlungsfeld entfernen',
  dropConfirm: 'Dieses Handlungsfeld entfernen? Der Club sieht es dann nicht mehr.',
  notReleased: 'Handlungsfelder entstehen erst mit der Freigabe des Fragebogens.',
  notScored: 'Nur eine gewertete Frage kann ein Handlungsfeld sein.',
  already: 'Diese Frage ist bereits ein Handlungsfeld.',
  closedNoChange: 'Der Plan ist abgeschlossen; öffnen Sie ihn wieder, um Handlungsfelder zu ändern.',
  cockpitOverdue: 'Clubs mit überfälligen Maßnahmen',
  columns: {
    year: 'Saison',
    club: 'Club',
    section: 'Bereich',
    question: 'Frage',
    percent: 'Punkte',
    state: 'Status',
    what: 'Maßnahme',
    who: 'Verantwortlich',
    until: 'Bis',
    result: 'Nächster Test',
  },
  history: {
    created: 'Handlungsfeld',
    from: (question: string) => `„${question}“`,
    release: (percent: string) => `aus der Freigabe (${percent})`,
    manual: 'von Hand aufgenommen',
    dropped: 'entfernt',
    answered: (state: string) => `Club: ${state}`,
    closed: 'Plan abgeschlossen',
    reopened: 'Plan wieder geöffnet',
    result: (outcome: string, year: number) => `${outcome} (Test ${year})`,
  },
} as const;

/** Whether a measure is overdue on the given ISO day: planned, its date passed, not done. */
export const isOverdue = (measure: Pick<Measure, 'state' | 'until'>, todayIso: string): boolean => measure.state === 'PLANNED' && measure.until !== null && measure.until < todayIso;
