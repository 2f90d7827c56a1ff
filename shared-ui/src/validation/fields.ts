import * as v from 'valibot';
import { validationMessages as m } from './messages';
import { coordinateRules } from '@dtp/api-client';
import { firstError, formRules, isFilled, type Rule } from './rules';

/** The schema of one text form value: null/undefined read as '', then the first failing rule reports. */
export type TextValueSchema = v.GenericSchema<string | null | undefined, string>;

/**
 * A text form value checked by rules in order (the first failing rule's message is shown):
 * `textValue(required('Nachname'), maxLength('Nachname', 255))`.
 */
export function textValue(...rules: Rule[]): TextValueSchema {
  return v.pipe(
    v.nullish(v.string(), ''),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const message = firstError(dataset.value, rules);
      if (message) addIssue({ message });
    }),
  );
}

/** A checkbox value; with a label it must be checked (the spec's 'required' fails on false). */
export function checkboxValue(requiredLabel?: string): v.GenericSchema<boolean | null | undefined, boolean> {
  return v.pipe(
    v.nullish(v.boolean(), false),
    v.check((value) => requiredLabel === undefined || isFilled(value), requiredLabel ? m.required(requiredLabel) : ''),
  );
}

/** A latitude or longitude as text: numeric, at least 0.000001 (spec section 5). */
export function coordinateValue(label: string): TextValueSchema {
  return textValue(...formRules(coordinateRules(label)));
}
