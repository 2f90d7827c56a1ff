import type { EmailProgress } from '@dtp/contract/back-office-statuses';
import type { AccessRecordRow, AttachmentRow, FindingRow, ClubLinkRow, ClubRow, DomainState, EmailRow, HistoryRow, PanelRow, QuestionnaireDefinitionRow, QuestionnaireRow, SheetRow, TestingRow, UserRow, WaveRow } from '../state';

/**
 * The domain's storage port: what the rules need of a database, and nothing more. The in-browser demo
 * implements it in memory (memory-storage.ts), the API server on PostgreSQL/PGlite (api-server's
 * sql-storage.ts). Rows are the domain's plain JSON shapes; each kind can be looked up by its keys.
 */
export interface Rows {
  user: UserRow;
  sheet: SheetRow;
  club: ClubRow;
  wave: WaveRow;
  panel: PanelRow;
  testing: TestingRow;
  attachment: AttachmentRow;
  email: EmailRow;
  history: HistoryRow;
  questionnaireDefinition: QuestionnaireDefinitionRow;
  questionnaire: QuestionnaireRow;
  clubLink: ClubLinkRow;
  accessRecord: AccessRecordRow;
  finding: FindingRow;
}
export type Kind = keyof Rows;
export const KINDS: readonly Kind[] = ['user', 'sheet', 'club', 'wave', 'panel', 'testing', 'attachment', 'email', 'history', 'questionnaireDefinition', 'questionnaire', 'clubLink', 'accessRecord', 'finding'];

/** The columns a kind is looked up by: indexed columns in SQL. `email` is the lower-cased address, `subject` the linked account's. */
export interface Keys {
  user: { id: string; staff: boolean; email: string; subject: string | null };
  sheet: { userId: string; year: number };
  club: { id: number };
  wave: { id: number; year: number };
  panel: { id: number; clubId: number; year: number };
  testing: { id: number; waveId: number; panelId: number; clubId: number; userId: string | null };
  attachment: { id: number; testingId: number };
  email: { id: number; progress: EmailProgress };
  history: { id: number; subject: string };
  questionnaireDefinition: { id: number; year: number };
  questionnaire: { id: number; definitionId: number };
  clubLink: { id: number; tokenHash: string; testingId: number };
  accessRecord: { id: number; userId: string };
  finding: { id: number; clubId: number; testingId: number };
}

/** Equality per key; an array means 'one of' (an empty array matches nothing). */
export type Where<K extends Kind> = { [C in keyof Keys[K]]?: Keys[K][C] | readonly Keys[K][C][] };

export const keysOf: { [K in Kind]: (row: Rows[K]) => Keys[K] } = {
  user: (u) => ({ id: u.id, staff: u.staff, email: u.contact.email.trim().toLowerCase(), subject: u.account?.subject ?? null }),
  sheet: (s) => ({ userId: s.userId, year: s.year }),
  club: (c) => ({ id: c.id }),
  wave: (w) => ({ id: w.id, year: w.year }),
  panel: (p) => ({ id: p.id, clubId: p.clubId, year: p.year }),
  testing: (t) => ({ id: t.id, waveId: t.waveId, panelId: t.panelId, clubId: t.clubId, userId: t.userId }),
  attachment: (a) => ({ id: a.id, testingId: a.testingId }),
  email: (e) => ({ id: e.id, progress: e.progress }),
  history: (h) => ({ id: h.id, subject: h.subject }),
  questionnaireDefinition: (d) => ({ id: d.id, year: d.year }),
  questionnaire: (q) => ({ id: q.id, definitionId: q.definitionId }),
  clubLink: (l) => ({ id: l.id, tokenHash: l.tokenHash, testingId: l.testingId }),
  accessRecord: (r) => ({ id: r.id, userId: r.userId }),
  finding: (f) => ({ id: f.id, clubId: f.clubId, testingId: f.testingId }),
};

/** A row's identity within its kind (a sheet is one per user and year). */
export function identityOf<K extends Kind>(kind: K, row: Rows[K]): string {
  if (kind === 'sheet') {
    const sheet = row as SheetRow;
    return `${sheet.userId}:${sheet.year}`;
  }
  return String((row as { id: string | number }).id);
}

/** Whether a row's keys satisfy a lookup (the memory storage filters with it; SQL says the same in WHERE). */
export function matches<K extends Kind>(kind: K, row: Rows[K], where: Where<K> | undefined): boolean {
  if (!where) return true;
  const keys = keysOf[kind](row) as Record<string, unknown>;
  for (const [column, wanted] of Object.entries(where as Record<string, unknown>)) {
    if (wanted === undefined) continue;
    const value = keys[column];
    if (Array.isArray(wanted) ? !wanted.includes(value) : value !== wanted) return false;
  }
  return true;
}

/** What is one per platform: the season, the settings and the administration's facts. */
export type Meta = Pick<DomainState, 'seasonYear' | 'seasons' | 'settings' | 'admin'>;

/** One transaction's view of the data. `find` answers in insertion order. */
export interface StorageTx {
  find<K extends Kind>(kind: K, where?: Where<K>): Promise<Rows[K][]>;
  insert<K extends Kind>(kind: K, row: Rows[K]): Promise<void>;
  update<K extends Kind>(kind: K, row: Rows[K]): Promise<void>;
  remove<K extends Kind>(kind: K, row: Rows[K]): Promise<void>;
  /** Ids for new clubs, panels, testings, attachments and emails: one sequence for all. */
  nextId(): Promise<number>;
  meta(): Promise<Meta>;
  saveMeta(meta: Meta): Promise<void>;
  /** A receipt's bytes; null where the storage keeps none (the in-browser demo keeps no files). */
  file(attachmentId: number): Promise<Uint8Array | null>;
  putFile(attachmentId: number, content: Uint8Array): Promise<void>;
  /** Deletes a receipt's bytes (before its row: retention, rules/retention.ts); nothing when there are none. */
  removeFile(attachmentId: number): Promise<void>;
}

export type TransactionMode = 'read' | 'write';

export interface Storage {
  /**
   * Runs `work` in one transaction: committed when it resolves, nothing kept when it throws. A storage
   * may run `work` again when the database reports a conflict between concurrent writers, so `work`
   * must have no effect outside the transaction.
   */
  transaction<T>(mode: TransactionMode, work: (tx: StorageTx) => Promise<T>): Promise<T>;
}

/** The database cannot be reached (stopped, restarting, network cut): the request gets 503; the next one may work. */
export class StorageUnavailable extends Error {
  constructor(message = 'Die Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es in einem Moment erneut; Ihre Eingaben bleiben erhalten.') {
    super(message);
    this.name = 'StorageUnavailable';
  }
}

/** A row inserted under an identity that exists (two writers creating one record): the German 409 text. */
export const DUPLICATE_ROW_MESSAGE = 'Der Datensatz wurde gleichzeitig geändert. Bitte laden Sie die Seite neu.';

/** A conflict the storage detected (a unique key taken by a concurrent write): the request gets 409. */
export class StorageConflict extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageConflict';
  }
}
