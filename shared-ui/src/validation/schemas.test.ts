import { validationMessages as m } from './messages';
import { errorsOf } from '../../test-support';
import { teeTimeSchema } from './tee-time';
import { testerBaseDataSchema } from './tester-base-data';
import { travelClaimSchema } from './travel-claim';

const now = () => new Date(2025, 0, 10);

const completeTester = {
  salutation: 'MR',
  title: 'NULL',
  firstName: 'Max',
  lastName: 'Mustermann',
  birthYear: '1970',
  testerSince: '2019',
  profession: 'Koch',
  comment: '',
  contact: { phone: '', mobile: '', email: 'max@example.de' },
  address: { street: 'Allee', streetNo: '1', zip: '20095', city: 'Hamburg', state: 'HH', country: 'DE', lat: '53.55', lon: '9.99' },
  golfData: { handicap: '12,3', playsGolfSince: '1999', numRoundsOwnClub: '20', numRoundsOtherClubs: '5', numTournaments: '' },
  memberships: [{ clubId: 1, name: 'GC Hamburg', end: '2026' }],
};

const emptyTester = {
  salutation: '',
  firstName: '',
  lastName: ' ',
  contact: {},
  address: {},
  golfData: {},
};

describe('tester base data', () => {
  test('a complete tester passes', () => {
    expect(errorsOf(testerBaseDataSchema({ isManagerOrAdmin: false, now }), completeTester)).toEqual({});
  });

  test('a tester must give names, salutation, handicap, birth year and the full address', () => {
    expect(errorsOf(testerBaseDataSchema({ isManagerOrAdmin: false, now }), emptyTester)).toEqual({
      salutation: m.required('Anrede'),
      firstName: m.required('Vorname'),
      lastName: m.required('Nachname'),
      birthYear: m.required('Geburtsjahr'),
      'address.street': m.required('Straße'),
      'address.streetNo': m.required('Hausnummer'),
      'address.zip': m.required('PLZ'),
      'address.city': m.required('Ort'),
      'address.state': m.required('Bundesland'),
      'address.country': m.required('Land'),
      'golfData.handicap': m.required('HCPI'),
    });
  });

  test('managers and admins are exempt from handicap, birth year and address, not from names', () => {
    expect(errorsOf(testerBaseDataSchema({ isManagerOrAdmin: true, now }), emptyTester)).toEqual({
      salutation: m.required('Anrede'),
      firstName: m.required('Vorname'),
      lastName: m.required('Nachname'),
    });
  });

  test('exempt fields still have to be well-formed when given', () => {
    const errors = errorsOf(testerBaseDataSchema({ isManagerOrAdmin: true, now }), {
      ...completeTester,
      birthYear: '1940',
      golfData: { ...completeTester.golfData, handicap: '18,5' },
    });
    expect(errors).toEqual({ birthYear: m.birthYear(), 'golfData.handicap': m.handicap() });
  });

  test.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['testerSince must be a year', { testerSince: '19' }, { testerSince: m.year() }],
    ['profession at most 255', { profession: 'x'.repeat(256) }, { profession: m.max('Beruf', 255) }],
    ['profession of 255 passes', { profession: 'x'.repeat(255) }, {}],
    ['comment at most 2048', { comment: 'x'.repeat(2049) }, { comment: m.max('Bemerkung', 2048) }],
    ['comment of 2048 passes', { comment: 'x'.repeat(2048) }, {}],
    ['title is optional', { title: '' }, {}],
    ['birth year exactly 75 years ago passes', { birthYear: '1950' }, {}],
    ['birth year 76 years ago fails', { birthYear: '1949' }, { birthYear: m.birthYear() }],
    ['membership end must be a year', { memberships: [{ clubId: 1, end: '26' }] }, { 'memberships.0.end': m.year() }],
    ['latitude minimum 0.000001', { address: { ...completeTester.address, lat: '0' } }, { 'address.lat': m.minValue('Breitengrad', '0,000001') }],
    ['latitude with many decimals', { address: { ...completeTester.address, lat: '0.0000012345' } }, {}],
    ['longitude must be numeric', { address: { ...completeTester.address, lon: 'Ost' } }, { 'address.lon': m.invalid('Längengrad') }],
    ['email format', { contact: { email: 'max@' } }, { 'contact.email': m.email() }],
    ['null values read as empty', { title: null, comment: null }, {}],
  ])('%s', (_name, change, expected) => {
    expect(errorsOf(testerBaseDataSchema({ isManagerOrAdmin: false, now }), { ...completeTester, ...change })).toEqual(expected);
  });
});

const completeClaim = {
  iban: 'DE89 3704 0044 0532 0130 00',
  bank: 'Commerzbank',
  greenfee: '80,00',
  distance: '120',
  restaurant: '',
  misc: '',
  comment: '',
};

describe('travel claim', () => {
  test('a complete claim passes', () => {
    expect(errorsOf(travelClaimSchema(), completeClaim)).toEqual({});
  });

  test('iban, bank, greenfee and km are required', () => {
    expect(errorsOf(travelClaimSchema(), { iban: '', bank: '', greenfee: '', distance: '' })).toEqual({
      iban: m.required('IBAN'),
      bank: m.required('Bank'),
      greenfee: m.required('Greenfee'),
      distance: m.required('Gefahrene km'),
    });
  });

  test.each<[string, Record<string, string>, Record<string, string>]>([
    ['IBAN without spaces', { iban: 'DE89370400440532013000' }, {}],
    ['IBAN with a wrong checksum', { iban: 'DE88370400440532013000' }, { iban: m.ibanChecksum() }],
    ['IBAN in the wrong format', { iban: 'DE89 3704' }, { iban: m.iban() }],
    ['km 0', { distance: '0' }, {}],
    ['km 400', { distance: '400' }, {}],
    ['km 401', { distance: '401' }, { distance: m.maxValue('Gefahrene km', 400) }],
    ['km negative', { distance: '-1' }, { distance: m.minValue('Gefahrene km', 0) }],
    ['km with decimals', { distance: '12,5' }, { distance: m.integer() }],
    ['restaurant above 60 EUR is not enforced', { restaurant: '75,00' }, {}],
    ['restaurant must be an amount', { restaurant: '75,001' }, { restaurant: m.twoDecimals('Restaurant') }],
    ['misc optional', { misc: '' }, {}],
    ['greenfee with three decimals', { greenfee: '80,001' }, { greenfee: m.twoDecimals('Greenfee') }],
  ])('%s', (_name, change, expected) => {
    expect(errorsOf(travelClaimSchema(), { ...completeClaim, ...change })).toEqual(expected);
  });
});

describe('tee time form', () => {
  test.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['date and time given', { date: '10.06.2025', teeTime: '10:30', noStartingTimes: false }, {}],
    ['both missing', { date: '', teeTime: '', noStartingTimes: false }, { date: m.required('Test-Datum'), teeTime: m.required('Tee-Time') }],
    ['tee time not needed with no starting times', { date: '10.06.2025', teeTime: '', noStartingTimes: true }, {}],
    ['invalid tee time ignored with no starting times', { date: '10.06.2025', teeTime: 'xx', noStartingTimes: true }, {}],
    ['invalid date and time', { date: '31.06.2025', teeTime: '9:30', noStartingTimes: false }, { date: m.date(), teeTime: m.time() }],
    ['flag missing counts as unchecked', { date: '10.06.2025', teeTime: '' }, { teeTime: m.required('Tee-Time') }],
  ])('%s', (_name, value, expected) => {
    expect(errorsOf(teeTimeSchema(), value)).toEqual(expected);
  });
});
