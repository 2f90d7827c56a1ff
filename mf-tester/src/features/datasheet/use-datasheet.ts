import type { DataSheet, WaveHeader } from '@dtp/shared-api';
import { ApiError, datasheetApi } from '@dtp/shared-api';
import { useLoad } from '@dtp/shared-ui';
import { useCallback } from 'react';

export type DatasheetState =
  | { status: 'loading' }
  /** No sheet for this user (404, or the server says not to show one): the registration notice. */
  | { status: 'missing' }
  /** Any other failure; the client's badge already says why. */
  | { status: 'failed' }
  | { status: 'ready'; sheet: DataSheet; waves: WaveHeader[] };

interface Loaded {
  sheet: DataSheet;
  waves: WaveHeader[];
}

/** Wave headers from the sheet itself, when the playables call gave none. */
function wavesOf(sheet: DataSheet): WaveHeader[] {
  const numbers = new Set(sheet.playableClubs.flatMap((p) => p.waves.map((w) => w.waveNumber)));
  return [...numbers].sort((a, b) => a - b).map((waveNumber) => ({ waveNumber, weeks: '' }));
}

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The sheet and the wave headers of the availability table, loaded side by side. A newly registered
 * tester has no sheet yet: both calls answer 404, which is a state (the thank-you notice), not an
 * error to show; so neither call raises the badge, whichever answers last.
 */
async function loadSheet(userId: string | undefined, isOwn: boolean): Promise<Loaded> {
  const options = { missingIsState: isOwn };
  const waves = datasheetApi.playables(userId, options).then(
    (answer) => answer.waves,
    () => null,
  );
  const { dataSheet } = await datasheetApi.load(userId, options);
  return { sheet: dataSheet, waves: (await waves) ?? wavesOf(dataSheet) };
}

/** Loads the own sheet (no userId) or another user's, with the wave headers of the availability table. */
export function useDatasheet(userId: string | undefined, isOwn: boolean) {
  const loaded = useLoad(() => loadSheet(userId, isOwn), `${userId ?? ''}|${isOwn}`);
  const { data, setData } = loaded;

  /** Takes the sheet a save, send or progress change answered. */
  const setSheet = useCallback(
    (sheet: DataSheet) => setData({ sheet, waves: data?.waves ?? wavesOf(sheet) }),
    [data, setData],
  );

  let state: DatasheetState;
  if (loaded.loading) state = { status: 'loading' };
  else if (loaded.failed) state = { status: isMissing(loaded.error) ? 'missing' : 'failed' };
  else if (!data || !data.sheet.showDataSheet) state = { status: 'missing' };
  else state = { status: 'ready', sheet: data.sheet, waves: data.waves };
  return { state, setSheet, reload: loaded.reload };
}
