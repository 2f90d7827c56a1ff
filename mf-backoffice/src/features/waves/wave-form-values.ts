import { fieldMessages, waveOrderError } from '@dtp/api-client';
import { WaveProgresses, type Wave, type WaveInput, type WaveProgress } from '@dtp/api-client/back-office';
import { date, germanDateToIso, isoToGermanDate, required, textValue, v } from '@dtp/shared-ui';
import { waveTexts as t } from './wave-texts';

/**
 * Start and end: required dates dd.MM.yyyy (spec section 5, 'date rule'), the end not before the start
 * (the contract's check the server runs too, shown at 'Ende'); the status: one of the three.
 */
export const waveSchema = v.pipe(
  v.object({
    start: textValue(required(t.start), date()),
    end: textValue(required(t.end), date()),
    progress: textValue(required(t.status)),
  }),
  v.forward(
    v.partialCheck([['start'], ['end']], (input) => waveOrderError(input.start, input.end) === null, fieldMessages.endBeforeStart()),
    ['end'],
  ),
);
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
