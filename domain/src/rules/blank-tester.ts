import type { UserRow } from '../state';

/**
 * A tester record with nothing but its id and email, status 'Bewerber' (the spec's default): what a first sign-in
 * (rules/accounts.ts) and the CSV import (rules/csv-import) start from before they fill in what they know.
 */
export const blankTester = (id: string, email: string, createdAt: string): UserRow => ({
  id,
  staff: false,
  firstName: '',
  lastName: '',
  salutation: null,
  title: 'NULL',
  birthYear: null,
  testerSince: null,
  profession: '',
  comment: '',
  status: 'APPLICANT',
  contact: { phone: '', mobile: '', email },
  address: { street: '', streetNo: '', zip: '', city: '', state: '', country: 'Deutschland', lat: null, lon: null },
  golfData: { handicap: null, playsGolfSince: null, numRoundsOwnClub: null, numRoundsOtherClubs: null, numTournaments: null },
  instructions: [],
  memberships: [],
  createdAt,
});
