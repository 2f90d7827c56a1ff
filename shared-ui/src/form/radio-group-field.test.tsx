import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { renderUi } from '../../test-support';
import { textValue } from '../validation/fields';
import { required } from '../validation/rules';
import * as v from '../validation/valibot';
import { Form } from './form';
import { RadioGroupField } from './radio-group-field';
import { useValibotForm } from './use-valibot-form';

expect.extend(toHaveNoViolations);

const schema = v.object({ rating: textValue(required('Pünktlichkeit')) });
const options = ['0', '1', '2', '3', '4', '5'].map((value) => ({ value, label: value }));

function Demo({ rating = '', onSubmit = () => {} }: { rating?: string; onSubmit?: (values: unknown) => void }) {
  const form = useValibotForm(schema, { defaultValues: { rating } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <RadioGroupField name="rating" label="Pünktlichkeit" options={options} direction="row" required helperText="0 bis 5" />
      <button type="submit">Speichern</button>
    </Form>
  );
}

const group = () => screen.getByRole('radiogroup', { name: 'Pünktlichkeit' });

test('a fieldset named by its legend, native radios in one group, the hint in its description; no axe violations', async () => {
  renderUi(
    <main>
      <Demo rating="3" />
    </main>,
  );
  await act(() => Promise.resolve());
  expect(group().tagName).toBe('FIELDSET');
  expect(group()).toHaveAttribute('aria-required', 'true');
  expect(group()).toHaveAccessibleDescription('0 bis 5');
  const radios = within(group()).getAllByRole('radio');
  expect(radios.map((radio) => radio.getAttribute('name'))).toEqual(Array(6).fill('rating'));
  expect(within(group()).getByRole('radio', { name: '3' })).toBeChecked();
  expect(await axe(document.body)).toHaveNoViolations();
});

test('required: a submit without a choice shows the German error under the group and focuses its first option', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  renderUi(<Demo onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Bitte geben Sie einen Wert für Pünktlichkeit ein.')).toBeInTheDocument();
  expect(group()).toHaveAttribute('aria-invalid', 'true');
  expect(group()).toHaveAccessibleDescription('0 bis 5 Bitte geben Sie einen Wert für Pünktlichkeit ein.');
  expect(within(group()).getAllByRole('radio')[0]).toHaveFocus();
  expect(onSubmit).not.toHaveBeenCalled();
});

test('a choice by click or keyboard is the value and clears the error at once', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  renderUi(<Demo onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await screen.findByText('Bitte geben Sie einen Wert für Pünktlichkeit ein.');
  await user.click(within(group()).getByRole('radio', { name: '2' }));
  expect(screen.queryByText('Bitte geben Sie einen Wert für Pünktlichkeit ein.')).not.toBeInTheDocument();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(within(group()).getByRole('radio', { name: '4' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(onSubmit).toHaveBeenCalledWith({ rating: '4' }, expect.anything());
});
