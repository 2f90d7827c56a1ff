import { fieldRules, type FieldRule } from '@dtp/api-client';

/**
 * A rule checks one text value and returns its German message, or undefined when it passes.
 * Every rule except `required` lets an empty value pass (emptiness is `required`'s job),
 * so an optional field can carry format rules.
 *
 * The rules themselves are the contract's (api-client's field rules: limits, patterns, labels and
 * messages, also run by the server's checks); this module only adapts them to the form's shape.
 */
export type Rule = (value: string) => string | undefined;

/** A contract rule as a form rule. */
export const formRule =
  (rule: FieldRule): Rule =>
  (value) =>
    rule(value) ?? undefined;

/** The contract's rules of one field as form rules. */
export const formRules = (rules: readonly FieldRule[]): Rule[] => rules.map(formRule);

const isBlank = (value: string) => value.trim() === '';

/** Fails on undefined, null, false, an empty list or blank text: the spec's 'required' for any value. */
export function isFilled(value: unknown): boolean {
  if (value == null || value === false) return false;
  if (typeof value === 'string') return !isBlank(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

const r = fieldRules;
/** Fails on empty or whitespace-only text. (For false and empty lists see `isFilled`.) */
export const required = (field: string): Rule => formRule(r.required(field));
export const email = (): Rule => formRule(r.email());
export const minLength = (field: string, n: number): Rule => formRule(r.minLength(field, n));
export const maxLength = (field: string, n: number): Rule => formRule(r.maxLength(field, n));
export const exactLength = (field: string, n: number): Rule => formRule(r.exactLength(field, n));
/** Maximum numeric value; the text must be a (German) number. */
export const maxValue = (field: string, n: number): Rule => formRule(r.maxValue(field, n));
/** Minimum numeric value; the text must be a (German) number. */
export const minValue = (field: string, n: number): Rule => formRule(r.minValue(field, n));
/** Numeric with any number of decimals (comma or dot); message: the default. */
export const numeric = (field: string): Rule => formRule(r.numeric(field));
/** Fails when `isTaken` says the value is already used elsewhere. */
export const unique = (field: string, isTaken: (value: string) => boolean): Rule => formRule(r.unique(field, isTaken));
/** An absolute http(s) URL. */
export const url = (field: string): Rule => formRule(r.url(field));
export const year = (): Rule => formRule(r.year());

/** Four digits, and the current year minus the birth year is at most 75 (the current year read at each check). */
export const birthYear =
  (options: { now?: () => Date } = {}): Rule =>
  (value) =>
    r.birthYear((options.now ?? (() => new Date()))().getFullYear())(value) ?? undefined;

/** 'DD.MM.YYYY', a real calendar date. */
export const date = (): Rule => formRule(r.date());
/** 'hh:mm', 00:00–23:59. */
export const time = (): Rule => formRule(r.time());
/** 1–2 digits, optionally a comma and one decimal digit, at most 18,4. */
export const handicap = (): Rule => formRule(r.handicap());
/** Digits, optionally a comma and up to two decimals. */
export const twoDecimals = (field: string): Rule => formRule(r.twoDecimals(field));
/** A whole number (the fields that take one also have a minimum of 0). */
export const integer = (): Rule => formRule(r.integer());

/** Runs rules in order and returns the first message. */
export function firstError(value: string, rules: readonly Rule[]): string | undefined {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return undefined;
}
