import { DRAFT_MAX_AGE_DAYS, draftKey, readDraft, removeExpiredDrafts, writeDraft, type Draft } from './drafts';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-25T12:00:00Z');
const draftSavedDaysAgo = (days: number): Draft => ({ values: { street: 'Hauptstraße' }, version: 1, savedAt: new Date(now - days * DAY).toISOString() });

beforeEach(() => localStorage.clear());

test('a draft is kept for DRAFT_MAX_AGE_DAYS and read back', () => {
  const key = draftKey('u-1', 'datasheet', 7);
  writeDraft(key, draftSavedDaysAgo(DRAFT_MAX_AGE_DAYS - 1));
  expect(readDraft(key, now)?.values).toEqual({ street: 'Hauptstraße' });
});

test('an older draft is not restored and is removed from the browser', () => {
  const key = draftKey('u-1', 'datasheet', 7);
  writeDraft(key, draftSavedDaysAgo(DRAFT_MAX_AGE_DAYS + 1));
  expect(readDraft(key, now)).toBeNull();
  expect(localStorage.getItem(key)).toBeNull();
});

test('at start, expired drafts of every user go, current ones and other keys stay', () => {
  const old = draftKey('u-1', 'datasheet', 1);
  const other = draftKey('u-2', 'travel', 3);
  const fresh = draftKey('u-2', 'tee-time', 4);
  writeDraft(old, draftSavedDaysAgo(30));
  writeDraft(other, draftSavedDaysAgo(8));
  writeDraft(fresh, draftSavedDaysAgo(0));
  localStorage.setItem('dtp.draft.u-3.broken.1', '{not json');
  localStorage.setItem('unrelated', 'x');
  removeExpiredDrafts(now);
  expect(Object.keys(localStorage).sort()).toEqual([fresh, 'unrelated']);
});
