import type { DataSheet, DataSheetInput, PlayableClub } from '@dtp/api-client';
import { dataSheetInputOf } from '@dtp/api-client';
import { personInputOf, personTabFields, personValuesOf, tabOfField, type PersonFormValues } from '@dtp/shared-ui';

/** The data sheet as the form holds it: the shared person fields (text) and the availability marks. */
export interface DatasheetFormValues extends PersonFormValues {
  playables: PlayableClub[];
}

/** A loaded sheet as form values. */
export function formValuesOf(sheet: DataSheet): DatasheetFormValues {
  const input = dataSheetInputOf(sheet);
  return { ...personValuesOf(input), playables: input.playables };
}

/** The save/send body of (validated) form values; `userId` only when acting for another user. */
export function inputOf(values: DatasheetFormValues, userId?: string): DataSheetInput {
  return {
    ...(userId === undefined ? {} : { userId }),
    ...personInputOf(values),
    playables: values.playables.map((p) => ({ ...p, waves: p.waves.map((w) => ({ ...w })) })),
  };
}

/** True when at least one (club, wave) is marked available. */
export function hasAvailability(playables: readonly PlayableClub[]): boolean {
  return playables.some((p) => p.waves.some((w) => w.available));
}

/** The form fields of each tab: a tab switch validates only the fields of the tab being left. */
export const tabFields = {
  ...personTabFields,
  availability: ['playables'],
  comment: ['comment'],
  feedback: [],
} as const;
export type DatasheetTab = keyof typeof tabFields;

/** The tab that shows a form field path ('golfData.handicap' → golf). */
export const datasheetTabOf = (path: string): DatasheetTab => tabOfField(tabFields, path, 'baseData');
