import type { DataSheet, WaveHeader } from '@dtp/api-client';
import { ApiError, datasheetCalls } from '@dtp/api-client';
import { useCall } from '@dtp/shared-ui';
import { useDeferredValue, useState } from 'react';

export type DatasheetState =
  | { status: 'loading' }
  /** No sheet for this user (404, or the server says not to show one): the registration notice. */
  | { status: 'missing' }
  /** Any other failure; the client's badge already says why. */
  | { status: 'failed' }
  | { status: 'ready'; sheet: DataSheet; waves: WaveHeader[] };

/** Wave headers from the sheet itself, when the playables call gave none. */
function wavesOf(sheet: DataSheet): WaveHeader[] {
  const numbers = new Set(sheet.playableClubs.flatMap((p) => p.waves.map((w) => w.waveNumber)));
  return [...numbers].sort((a, b) => a - b).map((waveNumber) => ({ waveNumber, weeks: '' }));
}

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The own sheet (no userId) or another user's, and the wave headers of its availability table, loaded
 * side by side (the data sheet's first calls, which the shell starts ahead). A newly registered tester
 * has no sheet yet: both calls answer 404, which is a state (the thank-you notice), not an error to
 * show; so neither call raises the badge for the own sheet. A change of the sheet loads both again in
 * the background (the call table's `invalidates`), the sheet staying on screen.
 */
export function useDatasheet(userId: string | undefined, isOwn: boolean) {
  const options = { expectedStatuses: isOwn ? [404] : [] };
  // Deferred: an answer arrives through the read cache's store, whose changes React renders synchronously in one task;
  // the form it mounts then renders in slices that yield to the browser (a phone's main thread; docs/performance.md,
  // 'The main thread's long tasks, named').
  const sheet = useDeferredValue(useCall(userId ? datasheetCalls.ofUser : datasheetCalls.own, userId ? [userId] : [], options));
  const playables = useDeferredValue(useCall(userId ? datasheetCalls.playablesOfUser : datasheetCalls.ownPlayables, userId ? [userId] : [], options));
  // The sheet shows once both calls have answered; once shown, loading the headers again never hides it.
  const [shown, setShown] = useState(false);
  const dataSheet = sheet.data?.dataSheet;

  let state: DatasheetState;
  if (sheet.failed) state = { status: isMissing(sheet.error) ? 'missing' : 'failed' };
  else if (sheet.loading || (playables.loading && !shown)) state = { status: 'loading' };
  else if (!dataSheet?.showDataSheet) state = { status: 'missing' };
  else state = { status: 'ready', sheet: dataSheet, waves: playables.data?.waves ?? wavesOf(dataSheet) };
  if (state.status === 'ready' && !shown) setShown(true);

  /** 'Erneut laden' after a failure: both calls afresh. */
  const reload = () => {
    sheet.reload();
    playables.reload();
  };
  /** setAnswer takes the answer of a save, send or progress change. */
  return { state, setAnswer: sheet.setData, reload };
}
