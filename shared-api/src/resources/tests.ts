import * as v from 'valibot';
import { call } from '../client/client';
import { TestListSchema, TestSchema, type Test, type TestInput, type TestList } from '../contract/tests';
import { seg } from './path';
import { reads } from './reads';

/** GET /tests: the signed-in tester's tests of the current season. */
export function list(): Promise<TestList> {
  return call({ name: 'Tests laden', ...reads.tests(), schema: TestListSchema });
}

/** GET /test/{id}. */
export function load(id: number): Promise<Test> {
  return call({ name: 'Test laden', ...reads.test(id), schema: TestSchema });
}

/** POST /test: saves date and tee time; answers the updated test. */
export function save(body: TestInput): Promise<Test> {
  return call({ name: 'Tee-Time speichern', method: 'POST', path: '/test', body, schema: TestSchema, success: true });
}

/** The name a calendar file gets when the answer carries none (it always does from the API server and the demo). */
const FALLBACK_CALENDAR_NAME = 'test.ics';

/**
 * GET /test/{id}/calendar: the test's calendar entry as an .ics File (text/calendar), named by the
 * server (test-<club>-<date>.ics); for an agreed test (`calendarAvailable`).
 */
export async function calendar(id: number): Promise<File> {
  const blob = await call({
    name: 'Kalendereintrag laden',
    method: 'GET',
    path: `/test/${seg(id)}/calendar`,
    responseType: 'blob',
    schema: v.blob(),
  });
  return blob instanceof File ? blob : new File([blob], FALLBACK_CALENDAR_NAME, { type: blob.type || 'text/calendar' });
}
