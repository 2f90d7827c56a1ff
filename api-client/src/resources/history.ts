import { clientOf } from '../client/call-client';
import { historyCalls } from '@dtp/contract/calls/back-office';

/** The calls of the history (Verlauf): one typed function per row of the call table (contract/calls/back-office.ts). */
export const historyApi = /*#__PURE__*/ clientOf(historyCalls);
