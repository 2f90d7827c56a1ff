import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { UiProvider } from '../index';
import { EmailListField } from './email-list-field';

type Values = { recipients: string[] };

function Harness({ initial = [] }: { initial?: string[] }) {
  const form = useForm<Values>({ defaultValues: { recipients: initial } });
  return (
    <UiProvider>
      <FormProvider {...form}>
        <EmailListField<Values> name="recipients" label="Empfänger" />
        <output>{JSON.stringify(form.watch('recipients'))}</output>
      </FormProvider>
    </UiProvider>
  );
}

const stored = () => JSON.parse(screen.getByRole('status').textContent ?? '[]') as string[];

test('Enter adds an address; an empty entry is ignored, a duplicate dropped, several separated by comma or space come in at once', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const input = screen.getByRole('textbox', { name: 'Empfänger' });
  await user.type(input, 'a@club.de{Enter}');
  expect(input).toHaveValue('');
  await user.type(input, '   {Enter}');
  await user.type(input, 'a@club.de{Enter}');
  await user.type(input, 'b@club.de, c@club.de;a@club.de{Enter}');
  expect(stored()).toEqual(['a@club.de', 'b@club.de', 'c@club.de']);
  expect(input).toHaveValue('');
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a@club.de', 'b@club.de', 'c@club.de']);
});

test('an invalid address stays in the input with the email message, until it is changed; leaving the field adds a valid one', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const input = screen.getByRole('textbox', { name: 'Empfänger' });
  await user.type(input, 'kaputt{Enter}');
  expect(input).toHaveValue('kaputt');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Bitte geben Sie eine gültige Email-Adresse ein.')).toBeInTheDocument();
  expect(stored()).toEqual([]);
  await user.type(input, '@club.de');
  expect(screen.queryByText('Bitte geben Sie eine gültige Email-Adresse ein.')).not.toBeInTheDocument();
  await user.tab();
  expect(stored()).toEqual(['kaputt@club.de']);
});

test('only the close button removes an address: Backspace in the empty input removes none', async () => {
  const user = userEvent.setup();
  render(<Harness initial={['a@club.de', 'b@club.de', 'c@club.de']} />);
  await user.click(screen.getByRole('button', { name: 'b@club.de entfernen' }));
  expect(stored()).toEqual(['a@club.de', 'c@club.de']);
  await user.type(screen.getByRole('textbox', { name: 'Empfänger' }), '{Backspace}{Backspace}');
  expect(stored()).toEqual(['a@club.de', 'c@club.de']);
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a@club.de', 'c@club.de']);
});

test('a duplicate in another case is dropped: the first spelling stays', async () => {
  const user = userEvent.setup();
  render(<Harness initial={['Info@Club.de']} />);
  const input = screen.getByRole('textbox', { name: 'Empfänger' });
  await user.type(input, 'info@club.de, INFO@CLUB.DE{Enter}');
  expect(stored()).toEqual(['Info@Club.de']);
  expect(input).toHaveValue('');
});
