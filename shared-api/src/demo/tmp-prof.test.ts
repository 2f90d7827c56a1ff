import { createSeedState } from './seed/seed';
import { createManualClock } from './clock';
it('prof', () => { for (const scale of [80, 80, 100]) { const t = performance.now(); createSeedState({ scale, clock: createManualClock() }); console.log('seed ms', scale, (performance.now() - t).toFixed(0)); } });
