import { clientOf } from '../client/call-client';
import { seasonsCalls } from '@dtp/contract/calls/back-office';

/** The seasons (issue 56): list, create, the tested clubs, the start's preview and the start. */
export const seasonsApi = /*#__PURE__*/ clientOf(seasonsCalls);
