import { clientOf, send, type SendOptions } from '../client/call-client';
import { datasheetCalls } from '@dtp/contract/calls/shell-and-tester';
import type { DataSheetAnswer, PlayablesAnswer } from '@dtp/contract/datasheet';

export interface SheetLoadOptions {
  /** A missing sheet (404) is a state the screen shows (a new tester's thank-you notice), not an error for the badge. */
  missingIsState?: boolean;
}

const sendOptions = ({ missingIsState = false }: SheetLoadOptions): SendOptions => ({ expectedStatuses: missingIsState ? [404] : [] });

/** The data-sheet calls (contract/calls/shell-and-tester.ts); `load` and `playables` pick the own or another user's row. */
export const datasheetApi = {
  .../*#__PURE__*/ clientOf(datasheetCalls),
  /** GET /datasheet (own) or /datasheet/{userId}. */
  load: (userId?: string, options: SheetLoadOptions = {}): Promise<DataSheetAnswer> =>
    userId ? send(datasheetCalls.ofUser, [userId], sendOptions(options)) : send(datasheetCalls.own, [], sendOptions(options)),
  /** GET /datasheet/playables (own) or /datasheet/playables/{userId}. */
  playables: (userId?: string, options: SheetLoadOptions = {}): Promise<PlayablesAnswer> =>
    userId
      ? send(datasheetCalls.playablesOfUser, [userId], sendOptions(options))
      : send(datasheetCalls.ownPlayables, [], sendOptions(options)),
};
