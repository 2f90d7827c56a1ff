import { clientOf } from '../client/call-client';
import { feedbackCalls } from '@dtp/contract/calls/shell-and-tester';

/** The calls of the tester feedback: one typed function per row of the call table (contract/calls/shell-and-tester.ts). */
export const feedbackApi = /*#__PURE__*/ clientOf(feedbackCalls);
