import type { TravelProgress } from '@dtp/contract/statuses';
import type { TestingTravel } from '../state';

/**
 * An expense claim's status, from its flags. Its own module, apart from travel-rules.ts: db.ts records
 * the status changes of every write (history-rules.ts) with it, and travel-rules.ts works on the Db —
 * through travel-rules.ts, db.ts would import itself (issue 42, item 5).
 */
export function travelProgress(travel: TestingTravel): TravelProgress {
  return travel.released ? 'RELEASED' : travel.submitted ? 'SUBMITTED' : 'OPEN';
}
