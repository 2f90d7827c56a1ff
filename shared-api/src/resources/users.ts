import { call } from '../client/client';
import {
  ExecutedTestListSchema,
  TesterListSchema,
  TesterSchema,
  type ExecutedTest,
  type Tester,
  type TesterInput,
  type TesterListItem,
} from '../contract/user';
import { ErasureResultSchema, type ErasureResult } from '../contract/erasure';
import { seg } from './path';

/** GET /user/list. */
export function list(): Promise<TesterListItem[]> {
  return call({ name: 'Tester laden', method: 'GET', path: '/user/list', schema: TesterListSchema });
}

/** GET /user/{id}. */
export function load(id: string): Promise<Tester> {
  return call({ name: 'Tester laden', method: 'GET', path: `/user/${seg(id)}`, schema: TesterSchema });
}

/** GET /user/executedtests/{id}. */
export function executedTests(id: string): Promise<ExecutedTest[]> {
  return call({ name: 'Durchgeführte Tests laden', method: 'GET', path: `/user/executedtests/${seg(id)}`, schema: ExecutedTestListSchema });
}

/** POST /user: creates (id null) or updates a tester; answers the saved tester. */
export function save(body: TesterInput): Promise<Tester> {
  return call({ name: 'Tester speichern', method: 'POST', path: '/user', body, schema: TesterSchema, success: true });
}

/** POST /user/erase (admins): erases the tester's personal data; claims stay under „Gelöschter Tester“ (contract/erasure.ts). */
export function erase(id: string): Promise<ErasureResult> {
  return call({ name: 'Tester löschen', method: 'POST', path: '/user/erase', body: { id }, schema: ErasureResultSchema, success: true });
}
