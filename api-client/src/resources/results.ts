import { clientOf } from '../client/call-client';
import { resultsCalls } from '@dtp/contract/calls/back-office';

/** The back office's 'Auswertung' (contract/calls/back-office/results.ts): a season's results, a club's over the years. */
export const resultsApi = /*#__PURE__*/ clientOf(resultsCalls);
