import type { WaveProgress } from '@dtp/contract/back-office-statuses';
import { testingReached, type PanelProgress } from '@dtp/contract/statuses';
import type { TestingRow } from '../state';

/** 'Wellen aktualisieren': FINISHED when every testing is done, ASSIGNED when every one has its tester. */
export function waveProgressOf(testings: readonly TestingRow[]): WaveProgress {
  if (testings.length > 0 && testings.every((t) => testingReached(t.progress, 'DONE'))) return 'FINISHED';
  if (testings.length > 0 && testings.every((t) => testingReached(t.progress, 'ASSIGNED'))) return 'ASSIGNED';
  return 'ASSIGNING';
}

export function panelProgressOf(testings: readonly TestingRow[]): PanelProgress {
  const wave = waveProgressOf(testings);
  return wave === 'FINISHED' ? 'FINISHED' : wave === 'ASSIGNED' ? 'ASSIGNED' : 'INITIAL';
}
