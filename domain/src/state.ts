import type { RetentionCounts, RetentionSettings } from '@dtp/contract/admin';
import type { ReminderSettings } from '@dtp/contract/reminders';
import type { AssignmentWeights } from '@dtp/contract/assignment-proposal';
import type { Address, Contact, GolfData } from '@dtp/contract/common';
import type { ClubInput } from '@dtp/contract/club';
import type { ClubLinkPurpose } from '@dtp/contract/club-links';
import type { AccessRecordKind } from '@dtp/contract/access-records';
import type { EmailProgress, EmailType, WaveProgress } from '@dtp/contract/back-office-statuses';
import type {
  DataSheetProgress,
  PanelProgress,
  Salutation,
  TesterStatus,
  TestingProgress,
  Title,
} from '@dtp/contract/statuses';
import type { AccountLinkHow } from '@dtp/contract/accounts';
import type { HistorySubject } from '@dtp/contract/history';
import type { FindingResult, FindingSource, Measure, MeasureSettings } from '@dtp/contract/club-measures';
import type { Answers, QuestionnaireDefinition, QuestionnaireProgress } from '@dtp/contract/questionnaire';
import type { Instruction } from '@dtp/contract/user';

/**
 * The domain's rows (one type per storage kind) and its whole state as plain JSON: the seed, the memory
 * storage, and the in-browser demo, which keeps it in sessionStorage (demo/storage.ts).
 */
export interface UserRow {
  /** Raised by every change (rules/versions.ts); absent: 0. */
  version?: number;
  id: string;
  /** Staff (admin/manager accounts) are not listed as testers. */
  staff: boolean;
  firstName: string;
  lastName: string;
  salutation: Salutation | null;
  title: Title;
  birthYear: number | null;
  testerSince: number | null;
  profession: string;
  comment: string;
  status: TesterStatus;
  contact: Contact;
  address: Address;
  golfData: GolfData;
  instructions: Instruction[];
  memberships: { clubId: number; end: number | null }[];
  /**
   * When the record was created (ISO): the start of an applicant's retention period (rules/retention.ts).
   * Absent on rows from before: the first retention run sets it to its own time.
   */
  createdAt?: string;
  /**
   * Set when an admin erased the person's data (handlers/erasure.ts): the row stays as „Gelöschter
   * Tester“ for the claims that point to it, and no list of testers shows it.
   */
  erasedAt?: string;
  /**
   * The identity service's account linked to this person (issue 57, rules/accounts.ts): its subject, unique among
   * records. Absent while no account is linked (a tester the back office made, not yet signed in).
   */
  account?: LinkedAccount;
  /** The account an admin unlinked last (handlers/accounts.ts): never linked again by its email, only by 'Wieder verknüpfen'. */
  formerAccount?: LinkedAccount;
  /**
   * Records that may be the same person (rules/accounts.ts): set on an applicant whose first sign-in found the same
   * name, or an email several records share; shown on both records until merged or dismissed.
   */
  possibleDuplicates?: string[];
}

export interface LinkedAccount {
  /** The token's `sub`. */
  subject: string;
  /** The token's `iss` when linked ('' in the demo). */
  issuer: string;
  linkedAt: string;
  /** How: the first sign-in of a new person, a verified email matching a record made before, an admin, a merge. */
  how: AccountLinkHow;
}

export interface SheetRow {
  /** Raised by every change (rules/versions.ts); absent: 0. */
  version?: number;
  userId: string;
  year: number;
  progress: DataSheetProgress;
  /** Marked availability as 'clubId:waveNumber'. */
  availability: string[];
}

export type ClubRow = Omit<ClubInput, 'id'> & { id: number };

export interface WaveRow {
  /** Raised by every change (rules/versions.ts); absent: 0. */
  version?: number;
  id: number;
  year: number;
  number: number;
  start: string;
  end: string;
  progress: WaveProgress;
}

export interface PanelRow {
  /** Raised by every change (rules/versions.ts); absent: 0. */
  version?: number;
  id: number;
  clubId: number;
  year: number;
  progress: PanelProgress;
}

export interface TestingTravel {
  iban: string;
  bank: string;
  greenfee: number | null;
  distance: number | null;
  restaurant: number | null;
  misc: number | null;
  comment: string;
  submitted: boolean;
  released: boolean;
  /**
   * A release's bank data, held for its club mail only (rules/travel-rules.ts, docs/privacy-bank-data.md):
   * put in when the mail is written (with the IBAN masked), deleted once the SMTP server accepts it.
   * Never shown and never in an answer. Absent on rows from before: nothing held.
   */
  held?: HeldBankData | null;
}

export interface HeldBankData {
  /** The club mail (TRAVEL_RELEASED) the data is held for. */
  emailId: number;
  iban: string;
  bank: string;
}

export interface TestingRow {
  /** Raised by every change (rules/versions.ts); absent: 0. */
  version?: number;
  id: number;
  panelId: number;
  clubId: number;
  waveId: number;
  userId: string | null;
  progress: TestingProgress;
  noStartingTimes: boolean;
  date: string | null;
  teeTime: string | null;
  premiumTest: boolean;
  feedbackCmc: string | null;
  feedbackClub: string | null;
  travel: TestingTravel;
}

/** A receipt of a testing's claim, or (with `questionId`) a photo of its questionnaire (issue 43). */
export interface AttachmentRow {
  id: number;
  testingId: number;
  fileName: string;
  contentType: string;
  size: number;
  deleted: boolean;
  /** A questionnaire photo: the question it belongs to. Absent on receipts. */
  questionId?: string;
  /** A questionnaire photo CMC marked for the club's report (issue 45). */
  shareable?: boolean;
  /** The club's evidence photo of a finding's measure (issue 62): the club's, not the tester's data. */
  findingId?: number;
}

/** A receipt of the claim (not a questionnaire photo). */
export const isReceipt = (attachment: AttachmentRow): boolean => attachment.questionId === undefined && attachment.findingId === undefined;

export interface EmailRow {
  id: number;
  to: string;
  subject: string;
  content: string;
  type: EmailType;
  progress: EmailProgress;
  notBefore: string | null;
  sentAt: string | null;
  lastTryAt: string | null;
  lastError: string | null;
  /**
   * The person (user id) the mail is for, set where a mail to a tester or staff member is queued: the personal-data
   * export finds their mails by it, not by the address others may share. Absent on mails to a club and on older rows.
   */
  recipientId?: string;
  /** A club's release mail (TRAVEL_RELEASED): the claim (testing) whose held bank data it is sent with. */
  testingId?: number;
  /**
   * A reminder (rules/reminders.ts): its occasion, once per person and occasion, e.g.
   * 'TEST_REMINDER:testing:12:u-0001:2026-06-01'. Absent on every other mail.
   */
  occasion?: string;
  /** A tee-time mail (issue 34): the calendar entry the worker makes and attaches when it sends the mail. */
  calendar?: EmailCalendarRef;
  /** A mail to a club with its personal link (ClubLinkRow): the link is made when the mail is sent, never stored. */
  clubLink?: { purpose: ClubLinkPurpose; testingId: number };
}

/**
 * The event a tee-time mail carries (rules/tee-time-mails.ts) as agreed when it was queued; the .ics
 * itself is made only when the mail is sent (email-queue.ts claimMail), with the club's data of then.
 */
export interface EmailCalendarRef {
  testingId: number;
  /** The testing's version after the change (rules/test-calendar.ts): higher with every change. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  /** yyyy-mm-dd. */
  date: string;
  /** HH:MM; null: an all-day event (a club without starting times). */
  teeTime: string | null;
}

/** A recorded status change; `subject` is what it is listed under ('testing:12', 'user:u-0001', 'email:7'). */
export interface HistoryRow {
  id: number;
  subject: string;
  at: string;
  by: string;
  /** The user id of who made it (absent for the system and on rows from before): erasure finds their entries by it. */
  byId?: string;
  what: HistorySubject;
  from: string;
  to: string;
  /** A retention run ('RETENTION', subject 'retention'): what it removed, counts only. */
  removed?: RetentionCounts;
  /**
   * A reminder deleted by hand from the email list ('EMAIL', subject the tester's 'user:ID'): its occasion
   * (EmailRow.occasion), which the reminder run then never plans again (rules/reminders.ts).
   */
  occasion?: string;
}

/** A season's questionnaire definition, one row per version (issue 43); frozen once a questionnaire is saved on it. */
export interface QuestionnaireDefinitionRow {
  id: number;
  year: number;
  version: number;
  definition: QuestionnaireDefinition;
  createdAt: string;
}

/** The questionnaire of one testing (its id is the testing's), on the definition version it was first saved on. */
export interface QuestionnaireRow {
  id: number;
  definitionId: number;
  progress: QuestionnaireProgress;
  answers: Answers;
  /** Counts up with every save: a save on an older revision is refused (a second device never overwrites). */
  revision: number;
  savedAt: string | null;
  submittedAt: string | null;
  releasedAt: string | null;
  /** Why CMC returned it to the tester; '' otherwise. */
  returnReason: string;
}

/**
 * A club's link to a page of the platform without an account (issue 44: the feedback on its tester). Only the
 * token's SHA-256 is stored (rules/club-links.ts); the token itself exists only in the mail that was sent.
 */
export interface ClubLinkRow {
  id: number;
  purpose: ClubLinkPurpose;
  /** The testing the page is about. */
  testingId: number;
  /** SHA-256 of the token, hex. */
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  /** When CMC reset what the club gave, or a newer link replaced this one; null while valid. */
  revokedAt: string | null;
}

/**
 * A finding of a club's released questionnaire (issue 62, contract/club-measures.ts): a scored question below the
 * threshold, the club's measure, and what the club's next released questionnaire found. Copies the question's text,
 * section and answer as released, so a later questionnaire version or retention never changes what the club was told.
 */
export interface FindingRow {
  id: number;
  clubId: number;
  year: number;
  testingId: number;
  source: FindingSource;
  /** The threshold in force when it was made: the report's „weniger als X %“ stays true when the administration changes it later. */
  thresholdPercent?: number;
  sectionTitle: string;
  questionId: string;
  questionText: string;
  answer: string;
  comment: string;
  percent: number | null;
  measure: Measure;
  /** When CMC dropped it; the club no longer sees it. */
  droppedAt: string | null;
  /** When CMC closed the club's plan of that season; the club's page then only shows. */
  closedAt: string | null;
  result: FindingResult | null;
  /** The testing whose release decided `result`. */
  resultTestingId: number | null;
}

/**
 * A read of a person's data by staff (issue 46, item 6; contract/access-records.ts): kept for the administration's
 * period (RetentionSettings.accessRecordMonths), shown to admins as 'Zugriffe'.
 */
export interface AccessRecordRow {
  id: number;
  /** Whose data was read. */
  userId: string;
  at: string;
  /** The reader's name, and their record's id (absent for a staff account not linked to a record). */
  by: string;
  byId?: string;
  what: AccessRecordKind;
  /** Which record: 'Saison 2023', 'Spesenabrechnung Golfclub …', a receipt's name. */
  detail: string;
}

/**
 * A season the back office created (issue 56): its waves, panels and testings are rows of its year. The current one
 * is `DomainState.seasonYear`; a later one is planned until started, an earlier one is read only.
 */
export interface SeasonRecord {
  year: number;
  /** Absent on seasons from before seasons were recorded (rules/seasons.ts derives them from the waves' years). */
  createdAt: string | null;
  /** When an admin made it the current season; null while planned. */
  startedAt: string | null;
}

export interface DomainState {
  version: number;
  scale: number;
  /** The current season's year (issue 56: moved by starting a season, rules/seasons.ts). */
  seasonYear: number;
  /** The seasons created; absent on data from before (then the years that have waves, rules/seasons.ts). */
  seasons?: SeasonRecord[];
  /** `retention` absent: the defaults (contract/admin.ts DEFAULT_RETENTION); an older row's `claimMonths`: rules/retention.ts retentionSettingsOf. */
  settings: { showTesterFeedback: boolean; retention?: RetentionSettings; reminders?: ReminderSettings; assignmentWeights?: AssignmentWeights; measures?: MeasureSettings };
  admin: { platformName: string; databaseUrl: string; databaseUsername: string };
  users: UserRow[];
  sheets: SheetRow[];
  clubs: ClubRow[];
  waves: WaveRow[];
  panels: PanelRow[];
  testings: TestingRow[];
  attachments: AttachmentRow[];
  emails: EmailRow[];
  history: HistoryRow[];
  questionnaireDefinitions: QuestionnaireDefinitionRow[];
  questionnaires: QuestionnaireRow[];
  clubLinks: ClubLinkRow[];
  accessRecords: AccessRecordRow[];
  findings: FindingRow[];
  nextId: number;
}

export const STATE_VERSION = 6;

export const emptyTravel = (): TestingTravel => ({
  iban: '',
  bank: '',
  greenfee: null,
  distance: null,
  restaurant: null,
  misc: null,
  comment: '',
  submitted: false,
  released: false,
});

/** A testing as it starts: no tester, no date, no feedback, no claim. */
export const newTesting = (
  fields: Pick<TestingRow, 'id' | 'panelId' | 'clubId' | 'waveId' | 'progress' | 'premiumTest'>,
): TestingRow => ({
  id: fields.id,
  panelId: fields.panelId,
  clubId: fields.clubId,
  waveId: fields.waveId,
  userId: null,
  progress: fields.progress,
  noStartingTimes: false,
  date: null,
  teeTime: null,
  premiumTest: fields.premiumTest,
  feedbackCmc: null,
  feedbackClub: null,
  travel: emptyTravel(),
});
