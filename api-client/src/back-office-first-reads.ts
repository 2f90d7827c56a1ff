import { readOf, type Read } from '@dtp/contract/call-table';
import { overviewCalls } from '@dtp/contract/calls/back-office/overview';
import { wavesCalls } from '@dtp/contract/calls/back-office/waves';

/**
 * The back office's first reads that shared-ui's route table names (the dashboard's, the wave list's). They come
 * from the main entry, whose chunk holds the contract modules the rows build on: the route table importing the
 * row files itself bundled a second copy of those into shared-ui's chunk (1.2 KB gzip on a tester's first
 * screen, measured 2026-11-28). They go once the back office's routes move into the remote (issue 48).
 */
export const backOfficeFirstReads = {
  dashboard: (): Read[] => [readOf(overviewCalls.list), readOf(wavesCalls.weeks)],
  waves: (): Read[] => [readOf(wavesCalls.list)],
};
