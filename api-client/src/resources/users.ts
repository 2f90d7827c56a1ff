import { clientOf } from '../client/call-client';
import { usersCalls } from '@dtp/contract/calls/back-office';

/** The calls of the testers: one typed function per row of the call table (contract/calls/back-office.ts). */
export const usersApi = /*#__PURE__*/ clientOf(usersCalls);
