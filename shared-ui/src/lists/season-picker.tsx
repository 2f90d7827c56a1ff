import { seasonsCalls, type Season, type SeasonState } from '@dtp/api-client/back-office';
import type { AnswerOf, CallArgs, CallRow, CallSpec } from '@dtp/api-client';
import { ChoiceFilter } from '../components/filter-bar';
import { Notice } from '../components/notice';
import { useCall } from '../hooks/use-call';
import type { Loaded } from '../hooks/use-load';
import { useListState } from './use-list-state';

/**
 * The season a screen of one season shows (issue 56: the dashboard, waves, panels, data sheets, 'Tester Feedback
 * Übersicht'): the current one, or with `?saison=2022` in the URL an earlier (read only) or a planned one. The one
 * owner of the `saison` parameter, its select and its notice; the screens keep their routes.
 */

/** The URL's search parameter (absent: the current season). */
const SEASON_PARAM = 'saison';
const names = [SEASON_PARAM] as const;

/** The picker's German texts (issue 56; not in the spec). */
const seasonPickerTexts = {
  label: 'Saison',
  option: (season: Pick<Season, 'year' | 'stateLabel'>) => `${season.year} (${season.stateLabel})`,
  past: (year: number) => `Sie sehen die abgeschlossene Saison ${year}. Sie ist nur lesbar.`,
  planned: (year: number) => `Sie sehen die geplante Saison ${year}. Sie wird mit „Saison ${year} starten“ unter „Saisons“ die aktuelle Saison.`,
} as const;

/** What `useShownSeason` gives a screen of one season. */
export interface ShownSeason {
  /** The year the URL asks for: the screen loads it with its `ofSeason` call. null: the current season (the usual call). */
  requested: number | null;
  /** The year shown: the requested one, else the current season's; null while the seasons load, or on a platform without a season. */
  year: number | null;
  /** The shown season's state once the seasons are in (null before, and for a year that has no season). */
  state: SeasonState | null;
  /** Nothing is changed from the list: an earlier season, or a requested one whose state is not known (yet). */
  readOnly: boolean;
  /** Every season, newest first (undefined while loading). */
  seasons: readonly Season[] | undefined;
  /** The current season's year; null on a platform without a season, undefined while the seasons load. */
  currentYear: number | null | undefined;
  /** Shows another season: its year in the URL, none for the current season. Filters stay, the page goes back to 1. */
  select: (year: number) => void;
}

const yearOf = (value: string): number | null => (/^\d{4}$/.test(value) ? Number(value) : null);

/** The season of the URL's `saison` (staff screens: the seasons' list is a staff call). */
export function useShownSeason(): ShownSeason {
  const { filters, setFilter } = useListState(names);
  const { data } = useCall(seasonsCalls.list, []);
  const requested = yearOf(filters.saison);
  const currentYear = data?.currentYear;
  const year = requested ?? currentYear ?? null;
  const state = data?.seasons.find((s) => s.year === year)?.state ?? null;
  return {
    requested,
    year,
    state,
    readOnly: requested === null ? state === 'PAST' : state !== 'CURRENT' && state !== 'PLANNED',
    seasons: data?.seasons,
    currentYear,
    select: (next) => setFilter(SEASON_PARAM, next === currentYear ? '' : String(next)),
  };
}

type Read = CallRow<CallSpec> & { method: 'GET' };

/**
 * A list of the shown season: the current season's row (`overviewCalls.list`), or with a year in the URL the
 * season's row by its year (`overviewCalls.ofSeason`). Both answer the same rows.
 */
export function useSeasonCall<R extends Read, S extends Read>(
  season: Pick<ShownSeason, 'requested'>,
  current: CallArgs<R> extends [] ? R : never,
  ofSeason: CallArgs<S> extends [year: number] ? (AnswerOf<S> extends AnswerOf<R> ? S : never) : never,
): Loaded<AnswerOf<R>> {
  const { requested } = season;
  const now = useCall(requested === null ? current : null, [] as unknown as CallArgs<R>);
  const then = useCall(requested === null ? null : ofSeason, [requested ?? 0] as unknown as CallArgs<S>);
  return (requested === null ? now : then) as Loaded<AnswerOf<R>>;
}

/**
 * The select 'Saison' of a filter bar: every season newest first ('2024 (In Planung)', '2023 (Aktuelle Saison)',
 * '2022 (Abgeschlossen)'); the current one has no year in the URL. Nothing while the seasons load or none exists.
 */
export function SeasonPicker({ season }: { season: ShownSeason }) {
  const { seasons, currentYear, year, requested } = season;
  if (!seasons || seasons.length === 0) return null;
  const options = seasons.map((s) => ({ value: s.year === currentYear ? '' : String(s.year), label: seasonPickerTexts.option(s) }));
  // A year in the URL that has no season stays shown as asked (its list answers 'nicht gefunden').
  if (requested !== null && !seasons.some((s) => s.year === requested)) options.unshift({ value: String(requested), label: String(requested) });
  const value = year === currentYear ? '' : String(year);
  return (
    <ChoiceFilter
      label={seasonPickerTexts.label}
      value={value}
      options={options}
      onChange={(next) => season.select(next === '' ? (currentYear ?? 0) : Number(next))}
    />
  );
}

/** Above the list, while another season than the current one is shown: an earlier one is read only, a planned one is started under 'Saisons'. */
export function SeasonNotice({ season }: { season: Pick<ShownSeason, 'year' | 'state'> }) {
  const { year, state } = season;
  if (year === null || (state !== 'PAST' && state !== 'PLANNED')) return null;
  return <Notice status="info">{state === 'PAST' ? seasonPickerTexts.past(year) : seasonPickerTexts.planned(year)}</Notice>;
}
