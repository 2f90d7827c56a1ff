import type { OverviewRow } from '@dtp/api-client/back-office';
import { filterOverview } from './overview-filter';

const row = (over: Partial<OverviewRow>): OverviewRow => ({
  testingId: 1,
  firstName: 'Erika',
  lastName: 'Musterfrau',
  clubName: 'Golfclub Bad Tölz',
  clubId: 1,
  wave: 1,
  weeks: 'KW 17–19',
  date: null,
  progress: 'ASSIGNED',
  progressLabel: 'Tester eingeteilt',
  disableShowTravel: true,
  enableShowTesterFeedback: false,
  testerFeedbackTooltip: null,
  enableResetCmcFeedback: false,
  enableResetClubFeedback: false,
  cockpit: ['assigned'],
  ...over,
});

const rows = [
  row({ testingId: 1 }),
  row({ testingId: 2, wave: 2, firstName: 'Max', lastName: 'Mustermann', clubName: 'GC Hamburg-Walddörfer' }),
  row({ testingId: 3, wave: 12, progress: 'DONE', firstName: null, lastName: null, clubName: 'Golfclub Bad Tölz', cockpit: ['claimOpen', 'feedbackMissing'] }),
];
const ids = (filters: Partial<Record<'wave' | 'status' | 'focus' | 'q', string>>) =>
  filterOverview(rows, { wave: '', status: '', focus: '', q: '', ...filters }).map((r) => r.testingId);

describe('the dashboard filters (spec section 5)', () => {
  test.each([
    [{}, [1, 2, 3]],
    [{ wave: '2' }, [2]],
    [{ wave: '1' }, [1]], // numeric: wave 12 is not wave 1
    [{ status: 'DONE' }, [3]],
    [{ status: 'DON' }, []], // exact
    [{ q: 'TÖLZ' }, [1, 3]], // lowercased
    [{ q: 'erika tölz' }, [1]], // every word must match first name, last name or club
    [{ q: 'max  walddörfer ' }, [2]],
    [{ q: 'erika hamburg' }, []],
    [{ q: 'kw' }, []], // weeks and status are not searched
    [{ wave: '1', status: 'ASSIGNED', q: 'muster' }, [1]],
    // The season cockpit's count (issue 45, item 3): the rows the server counted in it.
    [{ focus: 'feedbackMissing' }, [3]],
    [{ focus: 'assigned', wave: '2' }, [2]],
    [{ focus: 'overdue' }, []],
  ])('%j → %j', (filters, expected) => {
    expect(ids(filters)).toEqual(expected);
  });
});
