import { fieldMessages, waveFieldRules, waveOrderError, wavePeriodError, type TypedPeriod } from '@dtp/api-client';
import { WaveProgresses, type Wave, type WaveInput, type WaveNewInput, type WaveProgress } from '@dtp/api-client/back-office';
import { formRules, germanDateToIso, isoToGermanDate, required, textValue, v } from '@dtp/shared-ui';
import { waveTexts as t } from './wave-texts';

/** Another wave of the season as the period check reads it: its number and German dates. */
export type OtherWave = TypedPeriod & { number: number };

/** The season's other waves (all but `exceptId`) for the period check. */
export function otherWavesOf(waves: readonly Pick<Wave, 'id' | 'number' | 'start' | 'end'>[], exceptId?: number): OtherWave[] {
  return waves.filter((w) => w.id !== exceptId).map((w) => ({ number: w.number, start: isoToGermanDate(w.start), end: isoToGermanDate(w.end) }));
}

/**
 * The contract's one check of a wave's period against its season (in the year, end not before start, no overlap with
 * another wave): whether the period passes at a field, and the message there. No season year at hand: nothing to
 * check; nor the period as stored (the server, too, checks only a moved period).
 */
function periodCheckOf(year: number | null, others: readonly OtherWave[], stored: TypedPeriod | null = null) {
  const unchanged = (period: TypedPeriod) => stored !== null && period.start.trim() === stored.start && period.end.trim() === stored.end;
  const error = (period: TypedPeriod) => (year === null || unchanged(period) ? null : wavePeriodError(year, period, others));
  return {
    passesAt:
      (field: 'start' | 'end') =>
      <T extends TypedPeriod>(period: T) =>
        error(period)?.field !== field,
    message: <T extends TypedPeriod>(issue: { input: T }) => error(issue.input)?.message ?? '',
  };
}

/** Beginn and Ende: required dates dd.MM.yyyy (spec section 5, 'date rule'; the contract's wave rules). */
const periodFields = {
  start: textValue(...formRules(waveFieldRules.start)),
  end: textValue(...formRules(waveFieldRules.end)),
};

/**
 * Start and end: required dates dd.MM.yyyy (spec section 5, 'date rule'), the end not before the start
 * (the contract's check the server runs too, shown at 'Ende'), and, where the season's other waves are known, the
 * period check against them; the status: one of the three.
 */
export function waveSchemaOf(year: number | null, others: readonly OtherWave[], stored: TypedPeriod | null = null) {
  const period = periodCheckOf(year, others, stored);
  return v.pipe(
    v.object({ ...periodFields, progress: textValue(required(t.status)) }),
    v.forward(
      v.partialCheck([['start'], ['end']], (input) => waveOrderError(input.start, input.end) === null, fieldMessages.endBeforeStart()),
      ['end'],
    ),
    // Each message beside the field it concerns.
    v.forward(v.check(period.passesAt('start'), period.message), ['start']),
    v.forward(v.check(period.passesAt('end'), period.message), ['end']),
  );
}
export const waveSchema = waveSchemaOf(null, []);
export type WaveFormValues = v.InferOutput<typeof waveSchema>;

export function waveValuesOf(wave: Wave): WaveFormValues {
  return { start: isoToGermanDate(wave.start), end: isoToGermanDate(wave.end), progress: wave.progress };
}

const isProgress = (value: string): value is WaveProgress => (WaveProgresses as readonly string[]).includes(value);

/** The body of POST /wave. The server checks the dates and their order again and answers a field error at 'end'. */
export function waveInputFrom(id: number, values: WaveFormValues): WaveInput {
  return {
    id,
    start: germanDateToIso(values.start.trim()) ?? '',
    end: germanDateToIso(values.end.trim()) ?? '',
    progress: isProgress(values.progress) ? values.progress : 'ASSIGNING',
  };
}

/** 'Welle hinzufügen': Beginn and Ende by the contract's wave rules, and the period check against the season's waves. */
export function newWaveSchemaOf(year: number, others: readonly OtherWave[]) {
  const period = periodCheckOf(year, others);
  return v.pipe(
    v.object(periodFields),
    v.forward(v.check(period.passesAt('start'), period.message), ['start']),
    v.forward(v.check(period.passesAt('end'), period.message), ['end']),
  );
}
export type NewWaveValues = TypedPeriod;

/** The body of POST /wave/new; the server numbers the waves by date and answers field errors at 'start' and 'end'. */
export function newWaveInputFrom(year: number, values: NewWaveValues): WaveNewInput {
  return { year, start: germanDateToIso(values.start.trim()) ?? '', end: germanDateToIso(values.end.trim()) ?? '' };
}
