import type { SelectOption } from './select-field';

/**
 * Select options from one of api-client's label maps (SalutationLabels, TitleLabels, status labels),
 * in the order of its values list: the labels are never written a second time in the UI.
 */
export function labelOptions<V extends string>(values: readonly V[], labels: Readonly<Record<V, string>>): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
