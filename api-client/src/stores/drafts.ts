// Unsaved input kept in the browser (issue 31): per signed-in user, form and record, so a weak signal,
// a reload, a re-sign-in or a redeploy loses nothing. localStorage: a phone may close the tab.
// A deliberate sign-out deletes the user's drafts; another user in the same browser never sees them.
// A draft holds personal data (an address, a phone number) on a device that may be shared, so it is
// kept only as long as a person plausibly comes back to finish the form (DESIGN.md §6, docs/privacy.md).

const PREFIX = 'dtp.draft';

/** How long unsaved input is kept: a draft older than this is gone, read or not. */
export const DRAFT_MAX_AGE_DAYS = 7;
const DRAFT_MAX_AGE_MS = DRAFT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

const isExpired = (draft: Draft, now: number): boolean => !(now - Date.parse(draft.savedAt) <= DRAFT_MAX_AGE_MS);

export interface Draft {
  /** The form's values as typed, without what must not be kept (bank data). */
  values: Record<string, unknown>;
  /** The record's version the input was typed on: a save of it still meets the version rule (409). */
  version: number | null;
  savedAt: string;
}

export const draftKey = (userId: string, form: string, record: string | number): string => `${PREFIX}.${userId}.${form}.${record}`;

function parseDraft(key: string): Draft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as Draft | null;
    return draft && typeof draft.values === 'object' && typeof draft.savedAt === 'string' ? draft : null;
  } catch {
    return null;
  }
}

/** The stored draft; an expired or unreadable one is removed instead. */
export function readDraft(key: string, now = Date.now()): Draft | null {
  const draft = parseDraft(key);
  if (draft && !isExpired(draft, now)) return draft;
  if (localStorage.getItem(key) !== null) removeDraft(key);
  return null;
}

/**
 * Drafts this page load wrote. A draft serves the next page load (a reload, a sign-in, a new version).
 * A form shown again on the same page starts from its record: the person left it (the leave guard
 * asked), or an action such as 'Einteilung aufheben' changed the record and said what goes.
 */
const writtenByThisPage = new Set<string>();

/** The draft an earlier page load left; one this page wrote is removed instead (see above). */
export function takeEarlierDraft(key: string): Draft | null {
  if (writtenByThisPage.delete(key)) {
    removeDraft(key);
    return null;
  }
  return readDraft(key);
}

/** What a new page load sees (tests, which stay on one page). */
export function startNewPage(): void {
  writtenByThisPage.clear();
}

export function writeDraft(key: string, draft: Draft): void {
  writtenByThisPage.add(key);
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the form still works, only without a draft.
  }
}

export function removeDraft(key: string): void {
  localStorage.removeItem(key);
}

function clearDraftsStartingWith(prefix: string): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
}

/** At start: every user's drafts older than DRAFT_MAX_AGE_DAYS go, including those of people who never came back. */
export function removeExpiredDrafts(now = Date.now()): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith(`${PREFIX}.`)) readDraft(key, now);
}

/** At a deliberate sign-out: every draft of the user goes. */
export const clearDraftsOf = (userId: string): void => clearDraftsStartingWith(`${PREFIX}.${userId}.`);

/** Every user's drafts (a test's fresh start). */
export const clearAllDrafts = (): void => {
  writtenByThisPage.clear();
  clearDraftsStartingWith(`${PREFIX}.`);
};
