import type { Kind } from '@dtp/domain';
import { sql } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';
import type { Sql } from './database';

/**
 * Where each kind of the domain's rows lives: its table, the key columns it is looked up by (the
 * port's keysOf, camelCase → column) and the columns that identify one row. The rest of a row is its
 * `data` (jsonb): the domain's shapes are the contract's, so the database stores them whole and
 * indexes, constrains and queries what the rules look rows up by.
 */
export const TABLES: { [K in Kind]: { table: string; columns: Record<string, string>; identity: readonly string[] } } = {
  user: { table: 'users', columns: { id: 'id', staff: 'staff', email: 'email', subject: 'subject' }, identity: ['id'] },
  sheet: { table: 'sheets', columns: { userId: 'user_id', year: 'year' }, identity: ['userId', 'year'] },
  club: { table: 'clubs', columns: { id: 'id' }, identity: ['id'] },
  wave: { table: 'waves', columns: { id: 'id', year: 'year' }, identity: ['id'] },
  panel: { table: 'panels', columns: { id: 'id', clubId: 'club_id', year: 'year' }, identity: ['id'] },
  testing: {
    table: 'testings',
    columns: { id: 'id', waveId: 'wave_id', panelId: 'panel_id', clubId: 'club_id', userId: 'user_id' },
    identity: ['id'],
  },
  attachment: { table: 'attachments', columns: { id: 'id', testingId: 'testing_id' }, identity: ['id'] },
  email: { table: 'emails', columns: { id: 'id', progress: 'progress' }, identity: ['id'] },
  history: { table: 'history', columns: { id: 'id', subject: 'subject' }, identity: ['id'] },
  questionnaireDefinition: { table: 'questionnaire_definitions', columns: { id: 'id', year: 'year' }, identity: ['id'] },
  questionnaire: { table: 'questionnaires', columns: { id: 'id', definitionId: 'definition_id' }, identity: ['id'] },
  clubLink: { table: 'club_links', columns: { id: 'id', tokenHash: 'token_hash', testingId: 'testing_id' }, identity: ['id'] },
  accessRecord: { table: 'access_records', columns: { id: 'id', userId: 'user_id' }, identity: ['id'] },
  finding: { table: 'findings', columns: { id: 'id', clubId: 'club_id', testingId: 'testing_id' }, identity: ['id'] },
};

/** The unique index that makes a second testing of one tester in one wave impossible. */
export const ONE_TESTING_PER_WAVE = 'testings_one_per_tester_and_wave';


const domain0001: Migration = {
  async up(db: Sql) {
    const seq = sql`bigserial`;
    await db.schema
      .createTable('users')
      .addColumn('seq', seq)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('staff', 'boolean', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('users_email').on('users').column('email').execute();
    await db.schema
      .createTable('sheets')
      .addColumn('seq', seq)
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .addPrimaryKeyConstraint('sheets_pk', ['user_id', 'year'])
      .execute();
    await db.schema.createIndex('sheets_year').on('sheets').column('year').execute();
    await db.schema
      .createTable('clubs')
      .addColumn('seq', seq)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('waves')
      .addColumn('seq', seq)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('waves_year').on('waves').column('year').execute();
    await db.schema
      .createTable('panels')
      .addColumn('seq', seq)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id'))
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .addUniqueConstraint('panels_one_per_club_and_year', ['club_id', 'year'])
      .execute();
    await db.schema
      .createTable('testings')
      .addColumn('seq', seq)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('wave_id', 'integer', (c) => c.notNull().references('waves.id'))
      .addColumn('panel_id', 'integer', (c) => c.notNull().references('panels.id'))
      .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id'))
      .addColumn('user_id', 'text', (c) => c.references('users.id'))
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .execute();
    for (const column of ['wave_id', 'panel_id', 'club_id', 'user_id']) {
      await db.schema.createIndex(`testings_${column}`).on('testings').column(column).execute();
    }
    await db.schema
      .createIndex(ONE_TESTING_PER_WAVE)
      .on('testings')
      .columns(['wave_id', 'user_id'])
      .unique()
      .where(sql.ref('user_id'), 'is not', null)
      .execute();
    await db.schema
      .createTable('attachments')
      .addColumn('seq', seq)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('testing_id', 'integer', (c) => c.notNull().references('testings.id'))
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('attachments_testing_id').on('attachments').column('testing_id').execute();
    await db.schema
      .createTable('attachment_files')
      .addColumn('attachment_id', 'integer', (c) => c.primaryKey().references('attachments.id').onDelete('cascade'))
      .addColumn('content', 'bytea', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('emails')
      .addColumn('seq', seq)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('progress', 'text', (c) => c.notNull())
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('emails_progress').on('emails').column('progress').execute();
    await db.schema
      .createTable('meta')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .execute();
    await sql`create sequence domain_ids start with 1`.execute(db);
  },
  async down(db: Sql) {
    await dropDomainTables(db);
  },
};

/** Status changes of sheets, testings, claims and emails: who, when, from, to (issue 16, 'Verlauf'). */
const history0002: Migration = {
  async up(db: Sql) {
    await db.schema
      .createTable('history')
      .addColumn('seq', sql`bigserial`)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('history_subject').on('history').column('subject').execute();
  },
  async down(db: Sql) {
    await db.schema.dropTable('history').execute();
  },
};

/** The questionnaire in the platform (issue 43): a season's definitions by version, one questionnaire per testing. */
const questionnaires0003: Migration = {
  async up(db: Sql) {
    await db.schema
      .createTable('questionnaire_definitions')
      .addColumn('seq', sql`bigserial`)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('questionnaires')
      .addColumn('seq', sql`bigserial`)
      .addColumn('id', 'integer', (c) => c.primaryKey().references('testings.id'))
      .addColumn('definition_id', 'integer', (c) => c.notNull().references('questionnaire_definitions.id'))
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .execute();
  },
  async down(db: Sql) {
    await db.schema.dropTable('questionnaires').execute();
    await db.schema.dropTable('questionnaire_definitions').execute();
  },
};

/** A club's links to pages without an account (issue 44): only the token's hash, looked up by it. */
const clubLinks0004: Migration = {
  async up(db: Sql) {
    await db.schema
      .createTable('club_links')
      .addColumn('seq', sql`bigserial`)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('testing_id', 'integer', (c) => c.notNull().references('testings.id'))
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('club_links_testing').on('club_links').column('testing_id').execute();
  },
  async down(db: Sql) {
    await db.schema.dropTable('club_links').execute();
  },
};

/**
 * Who of the staff read which person's data (issue 46): looked up by the person. No foreign key: an applicant removed
 * by the retention run leaves the records of reads of their data until the records' own period ends.
 */
const accessRecords0005: Migration = {
  async up(db: Sql) {
    await db.schema
      .createTable('access_records')
      .addColumn('seq', sql`bigserial`)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('access_records_user').on('access_records').column('user_id').execute();
  },
  async down(db: Sql) {
    await db.schema.dropTable('access_records').execute();
  },
};

/** Issue 57: the account linked to a person, one person per account (the subject of the identity service). */
const accountLinks0006: Migration = {
  async up(db: Sql) {
    await db.schema.alterTable('users').addColumn('subject', 'text').execute();
    await sql`update users set subject = data->'account'->>'subject'`.execute(db);
    await db.schema.createIndex('users_subject').on('users').column('subject').unique().execute();
  },
  async down(db: Sql) {
    await db.schema.dropIndex('users_subject').execute();
    await db.schema.alterTable('users').dropColumn('subject').execute();
  },
};

/** Issue 62: a club's findings from its released questionnaires and its measures, looked up by club and testing. */
const findings0007: Migration = {
  async up(db: Sql) {
    await db.schema
      .createTable('findings')
      .addColumn('seq', sql`bigserial`)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id'))
      .addColumn('testing_id', 'integer', (c) => c.notNull().references('testings.id'))
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('findings_club').on('findings').column('club_id').execute();
    await db.schema.createIndex('findings_testing').on('findings').column('testing_id').execute();
  },
  async down(db: Sql) {
    await db.schema.dropTable('findings').execute();
  },
};

/** Every domain table, children first. */
export async function dropDomainTables(db: Sql): Promise<void> {
  for (const table of ['findings', 'access_records', 'club_links', 'questionnaires', 'questionnaire_definitions', 'history', 'attachment_files', 'attachments', 'testings', 'panels', 'waves', 'clubs', 'sheets', 'users', 'emails', 'meta']) {
    await db.schema.dropTable(table).ifExists().cascade().execute();
  }
  await sql`drop sequence if exists domain_ids`.execute(db);
}

/** The versioned migrations, in code: the server is one bundled file and reads no migration folder. */
export const migrations: MigrationProvider = {
  getMigrations: async () => ({ '0001_domain': domain0001, '0002_history': history0002, '0003_questionnaires': questionnaires0003, '0004_club_links': clubLinks0004, '0005_access_records': accessRecords0005, '0006_account_links': accountLinks0006, '0007_findings': findings0007 }),
};
