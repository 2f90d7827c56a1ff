import { clientOf } from '../client/call-client';
import { settingsCalls } from '@dtp/contract/calls/shell-and-tester';

/** The calls of the global settings: one typed function per row of the call table (contract/calls/shell-and-tester.ts). */
export const settingsApi = /*#__PURE__*/ clientOf(settingsCalls);
