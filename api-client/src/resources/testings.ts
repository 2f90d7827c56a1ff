import { clientOf } from '../client/call-client';
import { testingsCalls } from '@dtp/contract/calls/back-office';

/** The calls of the testings of a wave: one typed function per row of the call table (contract/calls/back-office.ts). */
export const testingsApi = /*#__PURE__*/ clientOf(testingsCalls);
