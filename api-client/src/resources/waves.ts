import { clientOf } from '../client/call-client';
import { wavesCalls } from '@dtp/contract/calls/back-office';

/** The calls of the waves: one typed function per row of the call table (contract/calls/back-office.ts). */
export const wavesApi = /*#__PURE__*/ clientOf(wavesCalls);
