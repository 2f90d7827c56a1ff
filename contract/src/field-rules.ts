import {
  COMMENT_MAX_LENGTH,
  COORDINATE_MIN,
  MAX_RESTAURANT_EUR,
  MAX_TESTER_AGE,
  MAX_HANDICAP,
  PROFESSION_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from './constants';
import { germanDate, germanNumberText, isGermanDate, isoDayOfGermanDate } from './german-formats';
import { isEmailAddress, isWebAddress } from './text-formats';
import { ISO_DATE, TIME } from './wire-format';

/**
 * The field rules of spec section 5, written once: their German messages, patterns, limits, the
 * labels the messages name, and which rules each field of a form has. The forms (shared-ui's
 * validation adapts these rules to react-hook-form and valibot) and the domain's checks (run by the
 * server and the demo) both call the functions here, so a user meets the same verdict and message
 * in the form and in the server's answer. The IBAN rules (ibantools) are in `iban-rules.ts`, an entry
 * point of their own so the first screen does not download ibantools.
 *
 * A rule reads text as a user types it ('12,3', '01.03.1993'); the domain reads a wire value as
 * that text first (`germanNumberText` of german-formats.ts, `isoDateText`).
 */

/** The German messages of spec section 5, verbatim. `{field}` is the field's label as the user sees it. */
export const fieldMessages = {
  /** The default message: used by `length` and by field rules whose text the spec does not show. */
  invalid: (field: string) => `${field} is not valid.`,
  required: (field: string) => `Bitte geben Sie einen Wert für ${field} ein.`,
  email: () => 'Bitte geben Sie eine gültige Email-Adresse ein.',
  min: (field: string, n: number) => `${field} muss mindestens ${n} Zeichen lang sein.`,
  max: (field: string, n: number) => `${field} darf höchstens ${n} Zeichen lang sein.`,
  maxValue: (field: string, n: number | string) => `${field} darf höchstens ${n} betragen.`,
  /** Not in the rule table (km ≥ 0, counts ≥ 0, coordinates ≥ 0.000001): worded like max_value. */
  minValue: (field: string, n: number | string) => `${field} muss mindestens ${n} betragen.`,
  unique: (field: string) => `${field} is bereits vergeben.`,
  url: (field: string) => `Bei ${field} muss es sich um eine gültige URL handeln.`,
  year: () => 'Bitte geben Sie das Jahr mit vier Zahlen ein.',
  birthYear: () =>
    'Bitte geben Sie ihr Geburtsjahr mit vier Zahlen ein. Die Altersobergrenze liegt bei 75 Jahren',
  date: () => 'Bitte geben Sie das Datum im Format DD.MM.YYYY ein, z.B. 01.03.1993.',
  /** 'hh:ss' is verbatim from the spec (the rule itself checks hh:mm). */
  time: () => 'Bitte geben Sie die Uhrzeit im Format hh:ss ein, z.B. 11:15.',
  handicap: () =>
    'Bitte geben Sie das HCPI als Komma-Zahl ein. Die Obergrenze für das Handicap liegt bei 18,4',
  twoDecimals: (field: string) => `Bitte geben Sie ${field} als Komma-Zahl ein`,
  iban: () =>
    'Bitte geben Sie die IBAN in folgendem Format ein: DE34 5678 9012 3456 1234 78 (Leerzeichen dürfen ausgelassen werden)',
  /** Our own addition: the format is right but the IBAN's check digits do not match. */
  ibanChecksum: () =>
    'Die IBAN ist ungültig: Die Prüfziffer stimmt nicht. Bitte überprüfen Sie Ihre Eingabe.',
  integer: () => 'Bitte geben Sie eine ganze Zahl ein',
  /** Our own addition: a period (a wave's start and end) whose end lies before its start. */
  endBeforeStart: () => 'Das Ende darf nicht vor dem Beginn liegen.',
  /** Our own addition: a season's wave overlaps another of its waves (the period as the user sees it). */
  waveOverlap: (number: number, period: string) => `Die Welle überschneidet sich mit Welle ${number} (${period}).`,
  /** Our own addition: a German postcode has five digits (the CSV import checks it where the country is Germany). */
  postcode: () => 'Bitte geben Sie eine deutsche Postleitzahl mit fünf Ziffern ein.',
  /** Our own addition: a season's wave must lie in its year. */
  waveOutsideYear: (year: number) => `Die Welle muss im Jahr ${year} liegen.`,
} as const;

/** The patterns of the rules (spec section 5). */
export const fieldPatterns = {
  year: /^\d{4}$/,
  /** hh:mm, 00:00–23:59 (the wire's time format too). */
  time: TIME,
  /** 1–2 digits, optionally a comma and one decimal digit. */
  handicap: /^\d{1,2}(,\d)?$/,
  /** Digits, optionally a comma and up to two decimals: no sign, so no negative amount. */
  twoDecimals: /^\d+(,\d{1,2})?$/,
  /** A whole number; the fields that take one also have a minimum of 0 (`countRules`). */
  integer: /^-?\d+$/,
  /** Numeric with any number of decimals (comma or dot). */
  decimal: /^-?\d+([.,]\d+)?$/,
  germanDate: /^(\d{2})\.(\d{2})\.(\d{4})$/,
  /** Five digits. */
  germanPostcode: /^\d{5}$/,
  /** Two uppercase letters, 2 digits, 4 groups of 4 digits and 2 digits; spaces between groups optional. */
  iban: /^[A-Z]{2}\d{2}( ?\d{4}){4} ?\d{2}$/,
} as const;

/** Checks one text value: its German message, or null when it passes. */
export type FieldRule = (text: string) => string | null;

const isBlank = (text: string): boolean => text.trim() === '';

/** A rule that lets empty text pass (emptiness is `required`'s job) and otherwise applies `ok`. */
export const unlessEmpty =
  (ok: (text: string) => boolean, message: string): FieldRule =>
  (text) =>
    isBlank(text) || ok(text) ? null : message;

/** The first message of the rules, in order; null when all pass. */
export function firstError(text: string, rules: readonly FieldRule[]): string | null {
  for (const rule of rules) {
    const message = rule(text);
    if (message) return message;
  }
  return null;
}

const GROUPED = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/;
const PLAIN = /^-?\d+([,.]\d+)?$/;

/**
 * Parses a German number ('1.234,5', '1234,50', '18,4', '7'). A single dot without
 * grouping ('1.5') is read as a decimal point. Returns null for empty or invalid text.
 */
export function parseGermanNumber(text: string | null | undefined): number | null {
  const value = (text ?? '').trim().replace(/\s/g, '');
  if (value === '') return null;
  if (GROUPED.test(value)) return Number(value.replace(/\./g, '').replace(',', '.'));
  if (PLAIN.test(value)) return Number(value.replace(',', '.'));
  return null;
}

/**
 * A wire date ('YYYY-MM-DD') as the text the date rule reads ('DD.MM.YYYY'); '' when empty; null when it is
 * no ISO day at all or no real one (a German date in a body is refused with the date message).
 */
export function isoDateText(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return '';
  return ISO_DATE.test(text) ? germanDate(text) || null : null;
}

/** Formats a limit for a message the German way (18.4 → '18,4'). */
const germanLimit = (n: number): string => germanNumberText(n);

/** The rules of spec section 5. Every rule but `required` lets empty text pass. */
export const fieldRules = {
  /** Fails on empty or whitespace-only text. */
  required:
    (field: string): FieldRule =>
    (text) =>
      isBlank(text) ? fieldMessages.required(field) : null,
  email: (): FieldRule => unlessEmpty(isEmailAddress, fieldMessages.email()),
  minLength: (field: string, n: number): FieldRule => unlessEmpty((t) => t.length >= n, fieldMessages.min(field, n)),
  maxLength:
    (field: string, n: number): FieldRule =>
    (text) =>
      text.length > n ? fieldMessages.max(field, n) : null,
  /** The spec's 'length': exact length, default message. */
  exactLength: (field: string, n: number): FieldRule => unlessEmpty((t) => t.length === n, fieldMessages.invalid(field)),
  /** Maximum numeric value; the text must be a (German) number. */
  maxValue: (field: string, n: number): FieldRule =>
    unlessEmpty((t) => {
      const parsed = parseGermanNumber(t);
      return parsed !== null && parsed <= n;
    }, fieldMessages.maxValue(field, germanLimit(n))),
  /** Minimum numeric value; the text must be a (German) number. */
  minValue: (field: string, n: number): FieldRule =>
    unlessEmpty((t) => {
      const parsed = parseGermanNumber(t);
      return parsed !== null && parsed >= n;
    }, fieldMessages.minValue(field, germanLimit(n))),
  /** Numeric with any number of decimals (comma or dot); message: the default. */
  numeric: (field: string): FieldRule => unlessEmpty((t) => fieldPatterns.decimal.test(t.trim()), fieldMessages.invalid(field)),
  /** Fails when `isTaken` says the value is already used elsewhere. */
  unique: (field: string, isTaken: (text: string) => boolean): FieldRule => unlessEmpty((t) => !isTaken(t), fieldMessages.unique(field)),
  /** An absolute http(s) URL with a dotted host. */
  url: (field: string): FieldRule => unlessEmpty(isWebAddress, fieldMessages.url(field)),
  /** Exactly four digits. */
  year: (): FieldRule => unlessEmpty((t) => fieldPatterns.year.test(t.trim()), fieldMessages.year()),
  /** Four digits, not in the future, and the current year minus the birth year at most 75. */
  birthYear: (currentYear: number): FieldRule =>
    unlessEmpty((t) => {
      const text = t.trim();
      return fieldPatterns.year.test(text) && Number(text) <= currentYear && currentYear - Number(text) <= MAX_TESTER_AGE;
    }, fieldMessages.birthYear()),
  /** 'DD.MM.YYYY', a real calendar date. */
  date: (): FieldRule => unlessEmpty(isGermanDate, fieldMessages.date()),
  /** 'hh:mm', 00:00–23:59. */
  time: (): FieldRule => unlessEmpty((t) => fieldPatterns.time.test(t.trim()), fieldMessages.time()),
  /** 1–2 digits, optionally a comma and one decimal digit, at most 18,4. */
  handicap: (): FieldRule =>
    unlessEmpty((t) => {
      const text = t.trim();
      return fieldPatterns.handicap.test(text) && Number(text.replace(',', '.')) <= MAX_HANDICAP;
    }, fieldMessages.handicap()),
  /** Digits, optionally a comma and up to two decimals. */
  twoDecimals: (field: string): FieldRule => unlessEmpty((t) => fieldPatterns.twoDecimals.test(t.trim()), fieldMessages.twoDecimals(field)),
  /** A German postcode: five digits. */
  germanPostcode: (): FieldRule => unlessEmpty((t) => fieldPatterns.germanPostcode.test(t.trim()), fieldMessages.postcode()),
  /** A whole number. */
  integer: (): FieldRule => unlessEmpty((t) => fieldPatterns.integer.test(t.trim()), fieldMessages.integer()),
};

const r = fieldRules;

/** Whether an address's country is Germany (empty counts: the forms default to 'Deutschland'). */
export const isGermany = (country: string): boolean => ['', 'deutschland', 'de', 'germany', 'deu'].includes(country.trim().toLowerCase());

/** A count (rounds, tournaments, km): a whole number, at least 0. Negative counts make no sense. */
export const countRules = (field: string): FieldRule[] => [r.integer(), r.minValue(field, 0)];

/** A required whole number within its limits (the administration's periods in months or days). */
export const wholeNumberWithinRules = (field: string, limits: { min: number; max: number }): FieldRule[] => [
  r.required(field),
  r.integer(),
  r.minValue(field, limits.min),
  r.maxValue(field, limits.max),
];

/** A latitude or longitude: numeric with any number of decimals, at least 0.000001 (spec section 5). */
export const coordinateRules = (field: string): FieldRule[] => [r.numeric(field), r.minValue(field, COORDINATE_MIN)];

/** The labels of the tester's person fields (data sheet, tester form), as shown and named in messages. */
export const personFieldLabels = {
  salutation: 'Anrede',
  title: 'Titel',
  firstName: 'Vorname',
  lastName: 'Nachname',
  birthYear: 'Geburtsjahr',
  testerSince: 'Tester seit',
  profession: 'Beruf',
  comment: 'Bemerkung',
  phone: 'Telefon',
  mobile: 'Mobil',
  email: 'Email',
  street: 'Straße',
  streetNo: 'Hausnummer',
  zip: 'PLZ',
  city: 'Ort',
  state: 'Bundesland',
  country: 'Land',
  lat: 'Breitengrad',
  lon: 'Längengrad',
  handicap: 'HCPI',
  playsGolfSince: 'Golf seit',
  numRoundsOwnClub: 'Runden im Heimatclub',
  numRoundsOtherClubs: 'Runden auf anderen Plätzen',
  numTournaments: 'Turniere',
  membershipEnd: 'Mitglied bis',
  instructionPlace: 'Ort der Einweisung',
} as const;

/** The tee time form's labels (the tester's test; the back office's testing shows the same). */
export const scheduleFieldLabels = {
  date: 'Test-Datum',
  teeTime: 'Tee-Time',
  noStartingTimes: 'Keine Startzeiten',
} as const;

/** The travel claim's labels as shown; its messages name the IBAN and the restaurant shorter. */
export const travelClaimFieldLabels = {
  iban: 'IBAN (22 Zeichen)',
  bank: 'Bank',
  greenfee: 'Greenfee',
  distance: 'Gefahrene km',
  restaurant: `Restaurant (max. ${MAX_RESTAURANT_EUR} EUR)`,
  misc: 'Sonstiges',
  comment: 'Bemerkung',
} as const;

/** The labels the club, wave and compose-email checks name (back-office spec 5). */
export const clubFieldLabels = {
  name: 'Name',
  invoiceName: 'Rechnungsname',
  homepage: 'Homepage',
  comment: 'Bemerkungen',
  phone: 'Telefon',
  manager: 'Clubmanager',
  managerPhone: 'Telefon Clubmanager',
  president: 'Präsident',
  presidentPhone: 'Telefon Präsident',
  premiumTestContact: 'Ansprechpartner Premium-Test',
  personName: 'Name',
  personType: 'Position',
  personPhone: 'Telefon',
  lat: 'Breitengrad',
  lon: 'Längengrad',
} as const;
export const waveFieldLabels = { start: 'Beginn', end: 'Ende' } as const;
export const seasonFieldLabels = { year: 'Jahr' } as const;
export const composeFieldLabels = { waveNumber: 'Welle', subject: 'Betreff', content: 'Inhalt' } as const;

/** A form's rules by dot path of its request body ('golfData.handicap'); '*' stands for a list index. */
export type FieldRuleMap<K extends string = string> = Readonly<Record<K, readonly FieldRule[]>>;

const maxLengths = TEXT_MAX_LENGTH;

/** The text limits of an address's fields (a tester's or a club's), by their paths under `prefix`. */
function addressLengthRules<P extends string>(prefix: P) {
  const l = personFieldLabels;
  return {
    [`${prefix}.street`]: [r.maxLength(l.street, maxLengths.street)],
    [`${prefix}.streetNo`]: [r.maxLength(l.streetNo, maxLengths.streetNo)],
    [`${prefix}.zip`]: [r.maxLength(l.zip, maxLengths.zip)],
    [`${prefix}.city`]: [r.maxLength(l.city, maxLengths.place)],
    [`${prefix}.state`]: [r.maxLength(l.state, maxLengths.place)],
    [`${prefix}.country`]: [r.maxLength(l.country, maxLengths.place)],
  } as Record<`${P}.${'street' | 'streetNo' | 'zip' | 'city' | 'state' | 'country'}`, FieldRule[]>;
}

export interface PersonRuleOptions {
  /** Managers and admins: exempt from the required handicap, birth year and address. */
  exempt: boolean;
  /** The year birth years are measured against. */
  currentYear: number;
}

/**
 * The tester's person fields, the same in the data sheet (POST /datasheet) and the tester form
 * (POST /user): shell spec 5 'Tester base data', back-office spec 5 'Tester form'.
 */
export function personFieldRules({ exempt, currentYear }: PersonRuleOptions) {
  const l = personFieldLabels;
  const requiredUnlessExempt = (label: string): FieldRule[] => (exempt ? [] : [r.required(label)]);
  const address = addressLengthRules('address');
  return {
    salutation: [r.required(l.salutation)],
    firstName: [r.required(l.firstName), r.maxLength(l.firstName, maxLengths.name)],
    lastName: [r.required(l.lastName), r.maxLength(l.lastName, maxLengths.name)],
    birthYear: [...requiredUnlessExempt(l.birthYear), r.birthYear(currentYear)],
    testerSince: [r.year()],
    profession: [r.maxLength(l.profession, PROFESSION_MAX_LENGTH)],
    comment: [r.maxLength(l.comment, COMMENT_MAX_LENGTH)],
    'contact.phone': [r.maxLength(l.phone, maxLengths.phone)],
    'contact.mobile': [r.maxLength(l.mobile, maxLengths.phone)],
    'contact.email': [r.email()],
    'address.street': [...requiredUnlessExempt(l.street), ...address['address.street']],
    'address.streetNo': [...requiredUnlessExempt(l.streetNo), ...address['address.streetNo']],
    'address.zip': [...requiredUnlessExempt(l.zip), ...address['address.zip']],
    'address.city': [...requiredUnlessExempt(l.city), ...address['address.city']],
    'address.state': [...requiredUnlessExempt(l.state), ...address['address.state']],
    'address.country': [...requiredUnlessExempt(l.country), ...address['address.country']],
    'address.lat': coordinateRules(l.lat),
    'address.lon': coordinateRules(l.lon),
    'golfData.handicap': [...requiredUnlessExempt(l.handicap), r.handicap()],
    'golfData.playsGolfSince': [r.year()],
    'golfData.numRoundsOwnClub': countRules(l.numRoundsOwnClub),
    'golfData.numRoundsOtherClubs': countRules(l.numRoundsOtherClubs),
    'golfData.numTournaments': countRules(l.numTournaments),
    'memberships.*.end': [r.year()],
  } satisfies FieldRuleMap;
}

/** The tester form's trainings (POST /user; the data sheet has none). */
export const instructionFieldRules = {
  'instructions.*.place': [r.maxLength(personFieldLabels.instructionPlace, maxLengths.instructionPlace)],
} satisfies FieldRuleMap;

/**
 * Date and tee time (shell spec 5 'Tee time form', back-office spec 5 'Testing'): required for the
 * tester's tee time, optional in the back office; the tee time is not checked without starting times.
 */
export function scheduleFieldRules({ required, noStartingTimes }: { required: boolean; noStartingTimes: boolean }) {
  const l = scheduleFieldLabels;
  return {
    date: [...(required ? [r.required(l.date)] : []), r.date()],
    teeTime: noStartingTimes ? [] : [...(required ? [r.required(l.teeTime)] : []), r.time()],
  } satisfies FieldRuleMap;
}

/** A wave's start and end: required dates (back-office spec 5 'Wave start and end: date rule'). */
export const waveFieldRules = {
  start: [r.required(waveFieldLabels.start), r.date()],
  end: [r.required(waveFieldLabels.end), r.date()],
} satisfies FieldRuleMap;

/** A new season's year (issue 56): four digits. Whether it exists already is the server's check. */
export const seasonFieldRules = {
  year: [r.required(seasonFieldLabels.year), r.year()],
} satisfies FieldRuleMap;

/**
 * A wave's end must not lie before its start (two German dates as typed). Null when both are in order,
 * or when either is empty or no date: then the fields' own rules speak. The wave form and the domain
 * (POST /wave) run this one check, so the message appears at 'Ende' before and after a save alike.
 */
export function waveOrderError(startText: string, endText: string): string | null {
  const start = isoDayOfGermanDate(startText);
  const end = isoDayOfGermanDate(endText);
  return start !== null && end !== null && end < start ? fieldMessages.endBeforeStart() : null;
}

/** A period of German dates as typed ('01.05.2027', '31.05.2027'); null where either is no date. */
export interface TypedPeriod {
  start: string;
  end: string;
}

/**
 * The checks of a season's waves beyond each date's rules (issue 56): in the season's year, and no two overlapping.
 * `others` are the season's other waves with their numbers; answers the message for the wave's 'Ende' or 'Beginn'.
 * The season form, the wave form and the domain run this one check.
 */
export function wavePeriodError(year: number, wave: TypedPeriod, others: readonly (TypedPeriod & { number: number })[]): { field: 'start' | 'end'; message: string } | null {
  const start = isoDayOfGermanDate(wave.start);
  const end = isoDayOfGermanDate(wave.end);
  if (start === null || end === null) return null;
  const order = waveOrderError(wave.start, wave.end);
  if (order) return { field: 'end', message: order };
  if (!start.startsWith(`${year}-`)) return { field: 'start', message: fieldMessages.waveOutsideYear(year) };
  if (!end.startsWith(`${year}-`)) return { field: 'end', message: fieldMessages.waveOutsideYear(year) };
  for (const other of others) {
    const otherStart = isoDayOfGermanDate(other.start);
    const otherEnd = isoDayOfGermanDate(other.end);
    if (otherStart === null || otherEnd === null) continue;
    if (start <= otherEnd && otherStart <= end) return { field: 'start', message: fieldMessages.waveOverlap(other.number, `${other.start} – ${other.end}`) };
  }
  return null;
}

const c = clubFieldLabels;

/**
 * The club (back-office spec 5 'Club'): name required; emails, homepage, coordinates; every text within its limit.
 * `email` is the rule of each of its addresses (the club's, the manager's …, contact persons', result recipients').
 */
export const clubFieldRules = {
  name: [r.required(c.name), r.maxLength(c.name, maxLengths.clubName)],
  invoiceName: [r.maxLength(c.invoiceName, maxLengths.clubName)],
  homepage: [r.url(c.homepage), r.maxLength(c.homepage, maxLengths.homepage)],
  comment: [r.maxLength(c.comment, COMMENT_MAX_LENGTH)],
  email: [r.email()],
  phone: [r.maxLength(c.phone, maxLengths.phone)],
  manager: [r.maxLength(c.manager, maxLengths.name)],
  managerPhone: [r.maxLength(c.managerPhone, maxLengths.phone)],
  president: [r.maxLength(c.president, maxLengths.name)],
  presidentPhone: [r.maxLength(c.presidentPhone, maxLengths.phone)],
  premiumTestContact: [r.maxLength(c.premiumTestContact, maxLengths.name)],
  'contactPersons.*.name': [r.maxLength(c.personName, maxLengths.name)],
  'contactPersons.*.type': [r.maxLength(c.personType, maxLengths.position)],
  'contactPersons.*.phone': [r.maxLength(c.personPhone, maxLengths.phone)],
  ...addressLengthRules('address'),
  ...addressLengthRules('invoiceAddress'),
  lat: coordinateRules(c.lat),
  lon: coordinateRules(c.lon),
} satisfies FieldRuleMap;

/** A mail composed by staff (POST /email/send): subject and content required, within their limits. */
export const composeFieldRules = {
  subject: [r.required(composeFieldLabels.subject), r.maxLength(composeFieldLabels.subject, maxLengths.mailSubject)],
  content: [r.required(composeFieldLabels.content), r.maxLength(composeFieldLabels.content, maxLengths.mailContent)],
} satisfies FieldRuleMap;
