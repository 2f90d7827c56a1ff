import { clientOf } from '../client/call-client';
import { panelsCalls } from '@dtp/contract/calls/back-office';

/** The calls of the panels: one typed function per row of the call table (contract/calls/back-office.ts). */
export const panelsApi = /*#__PURE__*/ clientOf(panelsCalls);
