import { act, renderHook } from '@testing-library/react';
import * as v from 'valibot';
import { useValibotForm } from './use-valibot-form';

const schema = v.object({ date: v.string(), teeTime: v.string() });
type Values = v.InferInput<typeof schema>;

function setup(values: Values) {
  return renderHook(({ record }) => useValibotForm(schema, { record }), { initialProps: { record: values } });
}

test('fresher data of the record keeps what the person typed and updates the fields they did not touch (issue 41)', () => {
  const { result, rerender } = setup({ date: '10.05.2023', teeTime: '10:00' });
  act(() => result.current.setValue('date', '14.06.2023', { shouldDirty: true }));

  // A refetch, a poll or a renewal brings the record again, changed meanwhile by someone else.
  rerender({ record: { date: '11.05.2023', teeTime: '11:30' } });
  expect(result.current.getValues()).toEqual({ date: '14.06.2023', teeTime: '11:30' });
  expect(result.current.formState.dirtyFields).toEqual({ date: true });
});

test('without input, fresher data of the record is shown as it is', () => {
  const { result, rerender } = setup({ date: '10.05.2023', teeTime: '10:00' });
  rerender({ record: { date: '11.05.2023', teeTime: '11:30' } });
  expect(result.current.getValues()).toEqual({ date: '11.05.2023', teeTime: '11:30' });
});

test("the form's own reset (after a save, 'Verwerfen') replaces the input, as the person asked", () => {
  const { result } = setup({ date: '10.05.2023', teeTime: '10:00' });
  act(() => result.current.setValue('date', '14.06.2023', { shouldDirty: true }));
  act(() => result.current.reset({ date: '14.06.2023', teeTime: '09:30' }));
  expect(result.current.getValues()).toEqual({ date: '14.06.2023', teeTime: '09:30' });
  expect(result.current.formState.isDirty).toBe(false);
});

test("'Verwerfen' (a reset to the defaults) empties what was typed", () => {
  const { result } = setup({ date: '', teeTime: '' });
  act(() => result.current.setValue('date', '14.06.2023', { shouldDirty: true }));
  act(() => result.current.reset());
  expect(result.current.getValues()).toEqual({ date: '', teeTime: '' });
});
