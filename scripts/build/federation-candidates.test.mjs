/* global test, expect */
import { previousRelease } from './federation-candidates.mjs';

// The commits that changed mf-tester/package.json, newest first, with the version each left.
const history = [
  { commit: 'c5', version: '1.1.0' },
  { commit: 'c4', version: '1.1.0' },
  { commit: 'c3', version: '1.0.0' },
  { commit: 'c2', version: '1.0.0' },
  { commit: 'c1', version: '0.1.0' },
];

test("the previous release is the commit that gave package.json today's version, while HEAD has moved on", () => {
  expect(previousRelease(history, '1.1.0', 'c9')).toEqual({ version: '1.1.0', commit: 'c4' });
});

test('at the release commit itself, it is the release before', () => {
  expect(previousRelease(history, '1.1.0', 'c4')).toEqual({ version: '1.0.0', commit: 'c2' });
});

test('versions before 1.0.0 are no releases; a history that does not end in the version of HEAD has none', () => {
  expect(previousRelease(history.slice(3), '1.0.0', 'c2')).toBeNull();
  expect(previousRelease(history, '2.0.0', 'c9')).toBeNull();
  expect(previousRelease([], '1.0.0', 'c9')).toBeNull();
});
