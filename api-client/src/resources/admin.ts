import { clientOf } from '../client/call-client';
import { adminCalls } from '@dtp/contract/calls/back-office';

/** The calls of the administration: one typed function per row of the call table (contract/calls/back-office.ts). */
export const adminApi = /*#__PURE__*/ clientOf(adminCalls);
