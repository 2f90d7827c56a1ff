import { AccessRecordListSchema } from '../../access-records';
import { AccountActionInputSchema, DuplicateDismissInputSchema, MergeInputSchema, TesterAccountSchema } from '../../accounts';
import { defineCalls } from '../../call-table';
import { ErasureInputSchema, ErasureResultSchema } from '../../erasure';
import { ExecutedTestListSchema, TesterInputSchema, TesterListSchema, TesterSchema } from '../../user';

// The back office's calls of the testers (spec: back-office.md section 7).

export const usersCalls = /*#__PURE__*/ defineCalls('users', {
  list: { method: 'GET', path: '/user/list', name: 'Tester laden', access: 'staff', personalData: 'overview', output: TesterListSchema, statuses: [403] },
  load: { method: 'GET', path: '/user/:id', name: 'Tester laden', access: 'staff', personalData: 'person', recordsAccess: 'TESTER', output: TesterSchema, statuses: [403, 404] },
  executedTests: {
    method: 'GET',
    path: '/user/executedtests/:id',
    name: 'Durchgeführte Tests laden',
    access: 'staff',
    personalData: 'person',
    recordsAccess: 'TESTER',
    output: ExecutedTestListSchema,
    statuses: [403, 404],
  },
  /** 'Zugriffe' (issue 46): who of the staff read this person's data, newest first; admins only. */
  accessRecords: {
    method: 'GET',
    path: '/user/access-records/:id',
    name: 'Zugriffe laden',
    access: 'admin',
    personalData: 'overview',
    output: AccessRecordListSchema,
    statuses: [403, 404],
  },
  /** Creates (id null) or updates a tester. */
  save: {
    method: 'POST',
    path: '/user',
    name: 'Tester speichern',
    access: 'staff',
    personalData: 'person',
    recordsAccess: 'TESTER',
    input: TesterInputSchema,
    output: TesterSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: ['users.list', 'users.load', 'datasheet.ofUser', 'datasheet.list'],
  },
  /** Erases the tester's personal data; claims stay under „Gelöschter Tester“ (contract/erasure.ts). */
  erase: {
    method: 'POST',
    path: '/user/erase',
    name: 'Tester löschen',
    access: 'admin',
    personalData: 'none',
    input: ErasureInputSchema,
    output: ErasureResultSchema,
    statuses: [400, 403, 404],
    success: true,
    invalidates: ['users.list', 'users.load', 'datasheet.list', 'overview.list', 'testings.load', 'testings.ofWave'],
  },
  /** The account linked to the tester, one an admin unlinked, and records that may be the same person (issue 57). */
  account: {
    method: 'GET',
    path: '/user/account/:id',
    name: 'Zugang laden',
    access: 'staff',
    personalData: 'person',
    recordsAccess: 'TESTER',
    output: TesterAccountSchema,
    statuses: [403, 404],
  },
  /** Unlinks the account (kept as the former one); recorded in the Verlauf. */
  unlinkAccount: {
    method: 'POST',
    path: '/user/account/unlink',
    name: 'Verknüpfung lösen',
    access: 'admin',
    personalData: 'person',
    recordsAccess: 'TESTER',
    input: AccountActionInputSchema,
    output: TesterAccountSchema,
    statuses: [400, 403, 404],
    success: true,
    invalidates: ['users.account'],
  },
  /** Links the former account again, unless another record has it by now. */
  relinkAccount: {
    method: 'POST',
    path: '/user/account/relink',
    name: 'Wieder verknüpfen',
    access: 'admin',
    personalData: 'person',
    recordsAccess: 'TESTER',
    input: AccountActionInputSchema,
    output: TesterAccountSchema,
    statuses: [400, 403, 404],
    success: true,
    invalidates: ['users.account'],
  },
  /** Two records of one person become one: tests, claims, feedback, sheets and the account move to `id`. */
  merge: {
    method: 'POST',
    path: '/user/merge',
    name: 'Tester zusammenführen',
    access: 'admin',
    personalData: 'person',
    recordsAccess: 'TESTER',
    input: MergeInputSchema,
    output: TesterAccountSchema,
    statuses: [400, 403, 404],
    success: true,
    invalidates: ['users.list', 'users.load', 'users.account', 'datasheet.list', 'overview.list', 'testings.load', 'testings.ofWave'],
  },
  /** 'Kein Duplikat': the two records are different people; the hint goes from both. */
  dismissDuplicate: {
    method: 'POST',
    path: '/user/duplicate/dismiss',
    name: 'Hinweis verwerfen',
    access: 'staff',
    personalData: 'person',
    recordsAccess: 'TESTER',
    input: DuplicateDismissInputSchema,
    output: TesterAccountSchema,
    statuses: [400, 403, 404],
    success: true,
    invalidates: ['users.account', 'users.list'],
  },
});
