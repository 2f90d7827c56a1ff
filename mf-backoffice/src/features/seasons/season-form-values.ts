import { seasonFieldRules, waveFieldRules, wavePeriodError, type ClubListItem } from '@dtp/api-client';
import { SeasonInputSchema, type SeasonInput, type SeasonList } from '@dtp/api-client/back-office';
import { firstError, formatDate, formRules, germanDateToIso, parseGermanDate, textValue, v } from '@dtp/shared-ui';

/** A wave as typed: German dates. */
// Type aliases, not interfaces: valibot's forward wants a record type.
export type WaveRowValues = { start: string; end: string };

export type SeasonFormValues = { year: string; waves: WaveRowValues[]; clubIds: number[] };

const yearRules = formRules(seasonFieldRules.year);

/**
 * Row `index`'s check beyond its dates' own rules, the contract's one check of a wave's period (in the year, end not
 * before start, no overlap with another row): the field it belongs to and its message, or null. The rows are
 * numbered as the form shows them ('Welle 2').
 */
export function wavePeriodErrorOf(values: SeasonFormValues, index: number): { field: 'start' | 'end'; message: string } | null {
  const wave = values.waves[index];
  if (!wave || firstError(values.year, yearRules) !== undefined) return null;
  const others = values.waves.flatMap((other, i) => (i === index ? [] : [{ ...other, number: i + 1 }]));
  return wavePeriodError(Number(values.year.trim()), wave, others);
}

/** As many rows as a season may have (the contract's limit): each gets its period check at its own fields. */
const MAX_WAVES = SeasonInputSchema.entries.waves.pipe[1].requirement;

const fields = v.object({
  year: textValue(...yearRules),
  waves: v.array(v.object({ start: textValue(...formRules(waveFieldRules.start)), end: textValue(...formRules(waveFieldRules.end)) })),
  clubIds: v.array(v.number()),
});

/** Row `index`'s period check at one of its fields. */
const periodCheck = (index: number, field: 'start' | 'end') =>
  v.forward(
    v.check(
      (values: SeasonFormValues) => wavePeriodErrorOf(values, index)?.field !== field,
      (issue) => wavePeriodErrorOf(issue.input, index)?.message ?? '',
    ),
    ['waves', index, field],
  );

/**
 * The new season's form: 'Jahr' by the contract's rules, each wave's 'Beginn' and 'Ende' by the wave's rules and its
 * period check beside its field; the tested clubs by id. The server checks all of it again (and whether the year
 * exists) and answers field errors at the same paths ('year', 'waves.1.end', 'clubIds'). The form validates with
 * `criteriaMode: 'all'`, so every row's check runs, not only the first that fails.
 */
export const seasonSchema = v.pipe(
  fields,
  ...Array.from({ length: MAX_WAVES }, (_, index) => [periodCheck(index, 'start'), periodCheck(index, 'end')]).flat(),
);

/** The day after a German date, as a German date; '' when it is none. */
export function dayAfter(text: string): string {
  const day = parseGermanDate(text);
  return day ? formatDate(new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)) : '';
}

/** A new row: it begins the day after the last row ends. */
export function nextWaveRow(waves: readonly { end?: string | null }[]): WaveRowValues {
  return { start: dayAfter(waves.at(-1)?.end ?? ''), end: '' };
}

/** The form's first values: the year after the newest season (this year when there is none), one empty wave, the testable clubs. */
export function newSeasonValues(list: SeasonList, clubs: readonly ClubListItem[], today = new Date()): SeasonFormValues {
  const newest = Math.max(...list.seasons.map((s) => s.year));
  return {
    year: String(Number.isFinite(newest) ? newest + 1 : today.getFullYear()),
    waves: [{ start: '', end: '' }],
    clubIds: clubs.filter((c) => c.isTestable).map((c) => c.id),
  };
}

/** The body of POST /season; the dates as ISO days (the server answers a field error for anything else). */
export function seasonInputFrom(values: SeasonFormValues): SeasonInput {
  return {
    year: values.year.trim(),
    waves: values.waves.map((w) => ({ start: germanDateToIso(w.start.trim()) ?? '', end: germanDateToIso(w.end.trim()) ?? '' })),
    clubIds: values.clubIds,
  };
}
