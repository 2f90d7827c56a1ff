import { clientOf, send } from '../client/call-client';
import { testsCalls } from '@dtp/contract/calls/shell-and-tester';

/** The name a calendar file gets when the answer carries none (it always does from the API server and the demo). */
const FALLBACK_CALENDAR_NAME = 'test.ics';

/** The tester's test calls (contract/calls/shell-and-tester.ts). */
export const testsApi = {
  .../*#__PURE__*/ clientOf(testsCalls),
  /** The agreed test's calendar entry as an .ics File (text/calendar), named by the server (test-<club>-<date>.ics). */
  calendar: async (id: number): Promise<File> => {
    const blob = await send(testsCalls.calendar, [id]);
    return blob instanceof File ? blob : new File([blob], FALLBACK_CALENDAR_NAME, { type: blob.type || 'text/calendar' });
  },
};
