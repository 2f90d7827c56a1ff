// The API's first-screen session cookie (decision 0021): the calls the shell makes for it and the header a read answered
// for it carries. The page's first script (scripts/build/first-paint.cjs) cannot import and holds its own copy of the
// header's name; shell/src/first-paint-script.test.ts compares the two.

/** The API's calls that set the cookie for the tab's token and clear it; `?path=` names the API's path for the cookie. */
export const SESSION_COOKIE_CALLS = { start: '/session', end: '/session/end' } as const;

/** The header of a read the cookie answered: whose session it was (the new tab compares it with its sign-in). */
export const SESSION_SUBJECT_HEADER = 'dtp-session-subject';
