import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { textValue } from '../validation/fields';
import { validationMessages as m } from '../validation/messages';
import { iban } from '../validation/iban';
import { date, handicap, required, twoDecimals } from '../validation/rules';
import { renderUi } from '../../test-support';
import * as v from '../validation/valibot';
import { CheckboxField } from './checkbox-field';
import { CurrencyField } from './currency-field';
import { DateField } from './date-field';
import { Form } from './form';
import { IbanField } from './iban-field';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { TextareaField } from './textarea-field';
import { TextField } from './text-field';
import { TimeField } from './time-field';
import { useValibotForm } from './use-valibot-form';

const schema = v.looseObject({
  lastName: textValue(required('Nachname')),
  salutation: textValue(required('Anrede')),
  handicap: textValue(handicap()),
  testDate: textValue(date()),
  teeTime: textValue(),
  greenfee: textValue(twoDecimals('Greenfee')),
  iban: textValue(iban()),
  comment: textValue(),
  agree: v.boolean(),
});

function Demo({ readOnly = false, onSubmit = () => {} }: { readOnly?: boolean; onSubmit?: (values: unknown) => void }) {
  const form = useValibotForm(schema, {
    defaultValues: { lastName: '', salutation: '', handicap: '', testDate: '', teeTime: '', greenfee: '', iban: '', comment: '', agree: false },
  });
  return (
    <Form form={form} onSubmit={onSubmit} readOnly={readOnly}>
      <TextField name="lastName" label="Nachname" required />
      <SelectField name="salutation" label="Anrede" options={[{ value: 'MR', label: 'Herr' }, { value: 'MRS', label: 'Frau' }]} />
      <NumberField name="handicap" label="HCPI" inputMode="decimal" />
      <DateField name="testDate" label="Test-Datum" />
      <TimeField name="teeTime" label="Tee-Time" />
      <CurrencyField name="greenfee" label="Greenfee" />
      <IbanField name="iban" label="IBAN" />
      <TextareaField name="comment" label="Bemerkung" maxLength={2048} />
      <CheckboxField name="agree" label="Einverstanden" />
      <button type="submit">Speichern</button>
    </Form>
  );
}

test('a text field shows its German error under the field after blur, not while typing', async () => {
  const user = userEvent.setup();
  renderUi(<Demo />);
  const input = screen.getByRole('textbox', { name: /Nachname/ });
  await user.click(input);
  await user.tab();
  expect(await screen.findByText(m.required('Nachname'))).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(m.required('Nachname'));

  await user.type(input, 'Mü');
  // still shown while typing: validation waits for the field to be left
  expect(screen.getByText(m.required('Nachname'))).toBeInTheDocument();
  await user.tab();
  await waitFor(() => expect(screen.queryByText(m.required('Nachname'))).not.toBeInTheDocument());
  expect(input).not.toHaveAttribute('aria-invalid');
});

test('a select validates as soon as the choice changes', async () => {
  const user = userEvent.setup();
  renderUi(<Demo />);
  const select = screen.getByRole('combobox', { name: 'Anrede' });
  await user.selectOptions(select, 'MRS');
  await user.selectOptions(select, '');
  expect(await screen.findByText(m.required('Anrede'))).toBeInTheDocument();
});

test('the number field trims; handicap 18,5 is refused with the spec message', async () => {
  const user = userEvent.setup();
  renderUi(<Demo />);
  const input = screen.getByRole('textbox', { name: 'HCPI' });
  await user.type(input, ' 18,5 ');
  expect(input).toHaveValue('18,5');
  await user.tab();
  expect(await screen.findByText(m.handicap())).toBeInTheDocument();
});

test('a decimal field takes the point of an English keypad as the comma: „18.4“ shows and is checked as „18,4“', async () => {
  const user = userEvent.setup();
  renderUi(<Demo />);
  const input = screen.getByRole('textbox', { name: 'HCPI' });
  await user.type(input, '18.4');
  expect(input).toHaveValue('18,4');
  await user.tab();
  expect(screen.queryByText(m.handicap())).not.toBeInTheDocument();
  await user.clear(input);
  await user.type(input, '18.5');
  await user.tab();
  expect(input).toHaveValue('18,5');
  expect(await screen.findByText(m.handicap())).toBeInTheDocument();
});

test('date and time fields complete short input when left', async () => {
  const user = userEvent.setup();
  renderUi(<Demo />);
  const dateInput = screen.getByRole('textbox', { name: 'Test-Datum' });
  await user.type(dateInput, '1.3.1993');
  await user.tab();
  expect(dateInput).toHaveValue('01.03.1993');
  const timeInput = screen.getByRole('textbox', { name: 'Tee-Time' });
  await user.type(timeInput, '9:30');
  await user.tab();
  expect(timeInput).toHaveValue('09:30');
  await user.clear(dateInput);
  await user.type(dateInput, '31.02.2023');
  await user.tab();
  expect(await screen.findByText(m.date())).toBeInTheDocument();
});

test('currency shows two decimals with a comma', async () => {
  const user = userEvent.setup();
  renderUi(<Demo />);
  const input = screen.getByRole('textbox', { name: 'Greenfee' });
  await user.type(input, '80,5');
  await user.tab();
  expect(input).toHaveValue('80,50');
});

test('the IBAN is shown in groups of four and its checksum is checked', async () => {
  const user = userEvent.setup();
  renderUi(<Demo />);
  const input = screen.getByRole('textbox', { name: 'IBAN' });
  await user.type(input, 'de89370400440532013000');
  expect(input).toHaveValue('DE89 3704 0044 0532 0130 00');
  await user.tab();
  expect(screen.queryByText(m.ibanChecksum())).not.toBeInTheDocument();
  await user.clear(input);
  await user.type(input, 'DE88370400440532013000');
  await user.tab();
  expect(await screen.findByText(m.ibanChecksum())).toBeInTheDocument();
});

test('submit validates everything and does not send an invalid form', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  renderUi(<Demo onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText(m.required('Nachname'))).toBeInTheDocument();
  expect(screen.getByText(m.required('Anrede'))).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();

  await user.type(screen.getByRole('textbox', { name: /Nachname/ }), 'Muster');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Anrede' }), 'MR');
  await user.click(screen.getByRole('checkbox', { name: 'Einverstanden' }));
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ lastName: 'Muster', salutation: 'MR', agree: true });
});

test('a read-only form disables every field', () => {
  renderUi(<Demo readOnly />);
  for (const name of ['HCPI', 'Test-Datum', 'Tee-Time', 'Greenfee', 'IBAN']) {
    expect(screen.getByRole('textbox', { name })).toBeDisabled();
  }
  expect(screen.getByRole('textbox', { name: /Nachname/ })).toBeDisabled();
  expect(screen.getByRole('textbox', { name: 'Bemerkung' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Anrede' })).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: 'Einverstanden' })).toBeDisabled();
});

test('a loaded IBAN and amount are shown formatted before anyone edits them', () => {
  function Loaded() {
    const form = useValibotForm(schema, { defaultValues: { iban: 'DE89370400440532013000', greenfee: '80' } });
    return (
      <Form form={form}>
        <IbanField name="iban" label="IBAN" />
        <CurrencyField name="greenfee" label="Greenfee" />
      </Form>
    );
  }
  renderUi(<Loaded />);
  expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveValue('DE89 3704 0044 0532 0130 00');
  expect(screen.getByRole('textbox', { name: 'Greenfee' })).toHaveValue('80,00');
});
