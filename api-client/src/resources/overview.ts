import { clientOf } from '../client/call-client';
import { overviewCalls } from '@dtp/contract/calls/back-office';

/** The calls of the dashboard's overview: one typed function per row of the call table (contract/calls/back-office.ts). */
export const overviewApi = /*#__PURE__*/ clientOf(overviewCalls);
