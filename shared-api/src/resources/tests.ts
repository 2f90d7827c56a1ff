import { call } from '../client/client';
import { TestListSchema, TestSchema, type Test, type TestInput, type TestList } from '../contract/tests';
import { seg } from './path';

/** GET /tests: the signed-in tester's tests of the current season. */
export function list(): Promise<TestList> {
  return call({ name: 'Tests laden', method: 'GET', path: '/tests', schema: TestListSchema });
}

/** GET /test/{id}. */
export function load(id: number): Promise<Test> {
  return call({ name: 'Test laden', method: 'GET', path: `/test/${seg(id)}`, schema: TestSchema });
}

/** POST /test: saves date and tee time; answers the updated test. */
export function save(body: TestInput): Promise<Test> {
  return call({ name: 'Tee-Time speichern', method: 'POST', path: '/test', body, schema: TestSchema, success: true });
}
