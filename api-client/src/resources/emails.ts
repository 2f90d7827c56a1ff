import { clientOf } from '../client/call-client';
import { emailsCalls } from '@dtp/contract/calls/back-office';

/** The calls of the mails: one typed function per row of the call table (contract/calls/back-office.ts). */
export const emailsApi = /*#__PURE__*/ clientOf(emailsCalls);
