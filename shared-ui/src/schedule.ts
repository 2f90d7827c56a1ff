// '@dtp/shared-ui/schedule': the soft warnings for a test date and tee time (outside the wave,
// Monday or weekend, public holiday of the club's state or the day after, outside 9–12 o'clock),
// used by the tester's test page and the back office's testing detail. An entry point of its own:
// the holiday calendar loads only with these screens.
export { teeTimeWarnings } from './schedule/tee-time-warnings';
export type { TeeTimeWarningInput } from './schedule/tee-time-warnings';
export { TeeTimeFormWarnings, TeeTimeWarningsNotice } from './schedule/tee-time-warnings-notice';
export type { TeeTimeFormWarningsProps } from './schedule/tee-time-warnings-notice';
export { teeTimeWarningTexts } from './schedule/tee-time-warning-texts';
export { holidayOn } from './schedule/holiday-rules';
export type { HolidayHit } from './schedule/holiday-rules';
export { SHARED_UI_PACKAGE } from './shared-instance';
