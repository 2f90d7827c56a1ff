import { isGermanDate } from '../format/date';
import { parseGermanNumber } from '../format/number';
import { validationMessages as m } from './messages';
import { isEmailAddress, isWebAddress, MAX_HANDICAP, MAX_TESTER_AGE } from '@dtp/shared-api';

/**
 * A rule checks one text value and returns its German message, or undefined when it passes.
 * Every rule except `required` lets an empty value pass (emptiness is `required`'s job),
 * so an optional field can carry format rules.
 */
export type Rule = (value: string) => string | undefined;

const isBlank = (value: string) => value.trim() === '';
/** Builds a rule that passes empty values and otherwise applies `ok`. */
export const unlessEmpty =
  (ok: (value: string) => boolean, message: string): Rule =>
  (value) =>
    isBlank(value) || ok(value) ? undefined : message;

const YEAR = /^\d{4}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const HANDICAP = /^\d{1,2}(,\d)?$/;
const TWO_DECIMALS = /^\d+(,\d{1,2})?$/;
const INTEGER = /^-?\d+$/;
/** Numeric with any number of decimals (comma or dot). */
const DECIMAL = /^-?\d+([.,]\d+)?$/;


/** Formats a limit for a message the German way (18.4 → '18,4'). */
const germanLimit = (n: number) => String(n).replace('.', ',');

/** Fails on empty or whitespace-only text. (For false and empty lists see `isFilled`.) */
export const required =
  (field: string): Rule =>
  (value) =>
    isBlank(value) ? m.required(field) : undefined;

/** Fails on undefined, null, false, an empty list or blank text: the spec's 'required' for any value. */
export function isFilled(value: unknown): boolean {
  if (value == null || value === false) return false;
  if (typeof value === 'string') return !isBlank(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

export const email = (): Rule => unlessEmpty(isEmailAddress, m.email());
export const minLength = (field: string, n: number): Rule =>
  unlessEmpty((v) => v.length >= n, m.min(field, n));
export const maxLength = (field: string, n: number): Rule => (value) =>
  value.length > n ? m.max(field, n) : undefined;
export const exactLength = (field: string, n: number): Rule =>
  unlessEmpty((v) => v.length === n, m.invalid(field));

/** Maximum numeric value; the text must be a (German) number. */
export const maxValue = (field: string, n: number): Rule =>
  unlessEmpty((v) => {
    const parsed = parseGermanNumber(v);
    return parsed !== null && parsed <= n;
  }, m.maxValue(field, germanLimit(n)));

/** Minimum numeric value; the text must be a (German) number. */
export const minValue = (field: string, n: number): Rule =>
  unlessEmpty((v) => {
    const parsed = parseGermanNumber(v);
    return parsed !== null && parsed >= n;
  }, m.minValue(field, germanLimit(n)));

/** Numeric with any number of decimals (comma or dot); message: the default. */
export const numeric = (field: string): Rule => unlessEmpty((v) => DECIMAL.test(v.trim()), m.invalid(field));

/** Fails when `isTaken` says the value is already used elsewhere. */
export const unique = (field: string, isTaken: (value: string) => boolean): Rule =>
  unlessEmpty((v) => !isTaken(v), m.unique(field));

/** An absolute http(s) URL. */
export const url = (field: string): Rule => unlessEmpty(isWebAddress, m.url(field));

export const year = (): Rule => unlessEmpty((v) => YEAR.test(v.trim()), m.year());

/** Four digits, and the current year minus the birth year is at most 75. */
export const birthYear =
  (options: { now?: () => Date } = {}): Rule =>
  (value) => {
    if (isBlank(value)) return undefined;
    const text = value.trim();
    const currentYear = (options.now ?? (() => new Date()))().getFullYear();
    // A year in the future is no birth year either.
    const ok = YEAR.test(text) && Number(text) <= currentYear && currentYear - Number(text) <= MAX_TESTER_AGE;
    return ok ? undefined : m.birthYear();
  };

/** 'DD.MM.YYYY', a real calendar date. */
export const date = (): Rule => unlessEmpty((v) => isGermanDate(v.trim()), m.date());

/** 'hh:mm', 00:00–23:59. */
export const time = (): Rule => unlessEmpty((v) => TIME.test(v.trim()), m.time());

/** 1–2 digits, optionally a comma and one decimal digit, at most 18,4. */
export const handicap = (): Rule =>
  unlessEmpty((v) => {
    const text = v.trim();
    return HANDICAP.test(text) && Number(text.replace(',', '.')) <= MAX_HANDICAP;
  }, m.handicap());

/** Digits, optionally a comma and up to two decimals. */
export const twoDecimals = (field: string): Rule => unlessEmpty((v) => TWO_DECIMALS.test(v.trim()), m.twoDecimals(field));

export const integer = (): Rule => unlessEmpty((v) => INTEGER.test(v.trim()), m.integer());

/** Runs rules in order and returns the first message. */
export function firstError(value: string, rules: readonly Rule[]): string | undefined {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return undefined;
}
