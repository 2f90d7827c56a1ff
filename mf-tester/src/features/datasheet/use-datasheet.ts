import type { DataSheet, WaveHeader } from '@dtp/shared-api';
import { ApiError, datasheetApi, useAppStore } from '@dtp/shared-api';
import { useCallback, useEffect, useState } from 'react';

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

/** Loads the own sheet (no userId) or another user's, with the wave headers of the availability table. */
export function useDatasheet(userId: string | undefined, isOwn: boolean) {
  const [state, setState] = useState<DatasheetState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    const waves = datasheetApi.playables(userId).then(
      (answer) => answer.waves,
      () => null,
    );
    datasheetApi.load(userId).then(
      async ({ dataSheet }) => {
        const headers = (await waves) ?? wavesOf(dataSheet);
        if (!active) return;
        setState(dataSheet.showDataSheet ? { status: 'ready', sheet: dataSheet, waves: headers } : { status: 'missing' });
      },
      (error: unknown) => {
        if (!active) return;
        const missing = error instanceof ApiError && error.status === 404;
        // A newly registered tester has no sheet yet: that is a state, not an error to show.
        if (missing && isOwn) useAppStore.getState().clearError();
        setState({ status: missing ? 'missing' : 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [userId, isOwn, attempt]);

  /** Takes the sheet a save, send or progress change answered. */
  const setSheet = useCallback(
    (sheet: DataSheet) => setState((s) => (s.status === 'ready' ? { ...s, sheet } : { status: 'ready', sheet, waves: wavesOf(sheet) })),
    [],
  );
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, setSheet, reload };
}
