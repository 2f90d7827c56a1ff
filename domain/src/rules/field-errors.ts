import {
  fieldMessages,
  fieldRules,
  firstError,
  isoDateText,
  type FieldRule,
  type FieldRuleMap,
} from '@dtp/contract/field-rules';
import { germanNumberText } from '@dtp/contract/german-formats';
import { badRequest } from '../http';

/** A wire value as the text the field rules read: numbers the German way, '' for null, false and undefined. */
export function wireText(value: unknown): string {
  if (typeof value === 'number') return germanNumberText(value);
  if (typeof value === 'string') return value;
  if (value === null || value === undefined || value === false) return '';
  return String(value);
}

/** The values at a dot path; '*' walks every item of a list, with its index in the path. */
function valuesAt(input: unknown, path: string): [string, unknown][] {
  let found: [string, unknown][] = [['', input]];
  for (const key of path.split('.')) {
    found = found.flatMap(([at, value]): [string, unknown][] => {
      const prefix = at ? `${at}.` : '';
      if (key === '*') return Array.isArray(value) ? value.map((item, i): [string, unknown] => [`${prefix}${i}`, item]) : [];
      return value !== null && typeof value === 'object' ? [[`${prefix}${key}`, (value as Record<string, unknown>)[key]]] : [[`${prefix}${key}`, undefined]];
    });
  }
  return found;
}

/**
 * Collects field errors and throws one 400. The rules and their German messages are the contract's
 * field rules (`contract/field-rules.ts`), the same functions the forms run: each wire value is read
 * as the text a user would type (`wireText`, `isoDateText`) and checked by them.
 */
export class FieldErrors {
  readonly errors: Record<string, string> = {};

  add(path: string, message: string | null): void {
    if (message) this.errors[path] ??= message;
  }

  /** Runs the rules of one value in order; the first message counts. */
  check(path: string, value: unknown, rules: readonly FieldRule[]): void {
    this.add(path, firstError(wireText(value), rules));
  }

  /** Runs a form's rules (by dot path, '*' for list items) on the body. */
  checkAll(input: unknown, map: FieldRuleMap): void {
    for (const [path, rules] of Object.entries(map)) {
      for (const [at, value] of valuesAt(input, path)) this.check(at, value, rules);
    }
  }

  /** A wire date ('YYYY-MM-DD', '' or null when empty) checked by the date rules of a form. */
  checkDate(path: string, value: string | null | undefined, rules: readonly FieldRule[]): void {
    const text = isoDateText(value);
    this.add(path, text === null ? fieldMessages.date() : firstError(text, rules));
  }

  /** The spec's 'required' for any value: fails on null, false and blank text. */
  required(path: string, label: string, value: unknown): boolean {
    const message = fieldRules.required(label)(wireText(value));
    this.add(path, message);
    return message === null;
  }

  email(path: string, value: string): void {
    this.check(path, value, [fieldRules.email()]);
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  throwIfAny(message = 'Bitte überprüfen Sie Ihre Eingaben.'): void {
    if (!this.empty) throw badRequest(message, this.errors);
  }
}
