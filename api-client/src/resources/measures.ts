import { clientOf } from '../client/call-client';
import { measuresCalls } from '@dtp/contract/calls/back-office';

/** 'Maßnahmen' (issue 62, contract/calls/back-office/measures.ts): the clubs' findings and measures, for staff. */
export const measuresApi = /*#__PURE__*/ clientOf(measuresCalls);
