/**
 * A testing changed (its tester, status, date or tee time; a tester's tee time or submitted questionnaire; the admin's
 * syncs): the reads that show it, the tester's and the back office's alike. One event, one list: the rows that change a
 * testing invalidate it (plus what else they change).
 */
export const testingChanged = [
  'tests.list',
  'tests.load',
  'travel.list',
  'travel.load',
  'testings.load',
  'testings.ofWave',
  'history.ofTesting',
  'overview.list',
  'overview.ofSeason',
  'waves.load',
  'feedback.own',
  'feedback.ofUser',
] as const;
