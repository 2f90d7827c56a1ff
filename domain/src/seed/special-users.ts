import { DEMO_ACCOUNT_SUBJECTS } from '@dtp/contract/demo-accounts';
import type { LinkedAccount, UserRow } from '../state';

/**
 * The people of the demo accounts, each linked to its account's subject (issue 57: the record's id is the platform's,
 * the subject the identity service's). The demo account tester3 has no record: its first sign-in makes an applicant.
 * Their sheets and tests are fixed in seed.ts (SPECIAL_TESTINGS).
 */
const demoAccount = (name: keyof typeof DEMO_ACCOUNT_SUBJECTS): LinkedAccount => ({
  subject: DEMO_ACCOUNT_SUBJECTS[name],
  issuer: '',
  linkedAt: '2023-01-02T09:00:00.000Z',
  how: 'EMAIL',
});
const base = {
  title: 'NULL' as const,
  comment: '',
  instructions: [],
};

export const SPECIAL_USERS: readonly UserRow[] = [
  {
    ...base,
    id: 'u-admin',
    account: demoAccount('admin'),
    staff: true,
    firstName: 'Anna',
    lastName: 'Admin',
    salutation: 'MRS',
    birthYear: 1975,
    testerSince: 2012,
    profession: 'Geschäftsführerin',
    status: 'MISC',
    contact: { phone: '069 123450', mobile: '0171 1234500', email: 'anna.admin@example.de' },
    address: { street: 'Mainzer Landstraße', streetNo: '10', zip: '60329', city: 'Frankfurt am Main', state: 'Hessen', country: 'Deutschland', lat: 50.1092, lon: 8.6647 },
    golfData: { handicap: 8.2, playsGolfSince: 1995, numRoundsOwnClub: 30, numRoundsOtherClubs: 12, numTournaments: 4 },
    memberships: [{ clubId: 5, end: null }],
  },
  {
    ...base,
    id: 'u-manager',
    account: demoAccount('manager'),
    staff: true,
    firstName: 'Martin',
    lastName: 'Manager',
    salutation: 'MR',
    birthYear: 1980,
    testerSince: 2015,
    profession: 'Test-Manager',
    status: 'MISC',
    contact: { phone: '069 123451', mobile: '0171 1234501', email: 'martin.manager@example.de' },
    address: { street: 'Eschersheimer Landstraße', streetNo: '5', zip: '60322', city: 'Frankfurt am Main', state: 'Hessen', country: 'Deutschland', lat: 50.1245, lon: 8.6781 },
    golfData: { handicap: 12.4, playsGolfSince: 2001, numRoundsOwnClub: 20, numRoundsOtherClubs: 8, numTournaments: 2 },
    memberships: [{ clubId: 5, end: null }],
  },
  {
    ...base,
    id: 'u-tester',
    account: demoAccount('tester'),
    staff: false,
    firstName: 'Max',
    lastName: 'Mustermann',
    salutation: 'MR',
    birthYear: 1970,
    testerSince: 2023,
    profession: 'Ingenieur',
    status: 'NEW_TESTER',
    contact: { phone: '040 1234567', mobile: '0170 1234567', email: 'max.mustermann@example.de' },
    address: { street: 'Musterstraße', streetNo: '1', zip: '20095', city: 'Hamburg', state: 'Hamburg', country: 'Deutschland', lat: 53.5503, lon: 10.0006 },
    golfData: { handicap: 14.3, playsGolfSince: 2005, numRoundsOwnClub: 25, numRoundsOtherClubs: 10, numTournaments: 3 },
    memberships: [{ clubId: 21, end: null }],
  },
  {
    ...base,
    id: 'u-tester2',
    account: demoAccount('tester2'),
    staff: false,
    firstName: 'Erika',
    lastName: 'Musterfrau',
    salutation: 'MRS',
    title: 'DR',
    birthYear: 1968,
    testerSince: 2019,
    profession: 'Ärztin',
    status: 'TESTER_1',
    contact: { phone: '0221 7654321', mobile: '0160 7654321', email: 'erika.musterfrau@example.de' },
    address: { street: 'Domstraße', streetNo: '12', zip: '50668', city: 'Köln', state: 'Nordrhein-Westfalen', country: 'Deutschland', lat: 50.9447, lon: 6.9583 },
    golfData: { handicap: 9.8, playsGolfSince: 1998, numRoundsOwnClub: 35, numRoundsOtherClubs: 15, numTournaments: 6 },
    memberships: [{ clubId: 23, end: null }],
    instructions: [{ executedAt: '2019-03-16', place: 'Frankfurt am Main', online: false }],
  },
];
