import * as v from 'valibot';
import { personalDataProblems } from '../../test-support';
import { defineCalls, type CallSpec } from '../call-table';

// The check the role matrix runs over the whole call table (issue 59, item 3; api-server/test/contract/), on rows made to break it.

const rowsOf = (spec: CallSpec) => Object.values(defineCalls('t', { x: spec }));
const tester = v.object({ id: v.string(), lastName: v.string(), contact: v.object({ email: v.string() }) });
const base = { method: 'GET', path: '/t/:id', name: 'T', access: 'staff', output: tester, statuses: [] } as const;

describe('personalDataProblems', () => {
  it('passes a row that answers one person’s details and names its record', () => {
    expect(personalDataProblems(rowsOf({ ...base, personalData: 'person', recordsAccess: 'TESTER' }))).toEqual([]);
  });

  it('fails a row that answers one person’s details to staff without recordsAccess, whatever its access', () => {
    for (const access of ['signedIn', 'tester', 'staff', 'admin'] as const) {
      expect(personalDataProblems(rowsOf({ ...base, access, personalData: 'person' }))).toEqual([
        "GET /t/:id (t.x): answers one person's details to staff without recordsAccess",
      ]);
    }
  });

  it('fails a row that declares nothing, or records a read of nobody’s details', () => {
    expect(personalDataProblems(rowsOf(base))).toEqual(['GET /t/:id (t.x): declares no personalData']);
    expect(personalDataProblems(rowsOf({ ...base, personalData: 'overview', recordsAccess: 'TESTER' }))).toEqual([
      "GET /t/:id (t.x): recordsAccess on a row whose personalData is 'overview'",
    ]);
  });

  it('fails a row that says none while its answer holds a person’s fields, nested in lists and unions too', () => {
    const nested = v.union([v.object({ list: v.array(v.nullable(tester)) }), v.string()]);
    expect(personalDataProblems(rowsOf({ ...base, personalData: 'none', output: nested }))).toEqual([
      "GET /t/:id (t.x): personalData 'none', but the answer holds lastName, email",
    ]);
  });

  it('counts a tester’s answers (a record by question id) as personal, a question’s condition (a list of option values) not', () => {
    const answered = v.object({ answers: v.optional(v.record(v.string(), v.object({ option: v.optional(v.string()) }))) });
    expect(personalDataProblems(rowsOf({ ...base, personalData: 'none', output: answered }))).toEqual([
      "GET /t/:id (t.x): personalData 'none', but the answer holds answers",
    ]);
    const definition = v.object({ questions: v.array(v.object({ showIf: v.optional(v.object({ questionId: v.string(), answers: v.array(v.string()) })) })) });
    expect(personalDataProblems(rowsOf({ ...base, personalData: 'none', output: definition }))).toEqual([]);
  });
});
