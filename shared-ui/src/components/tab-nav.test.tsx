import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test-support';
import { TAB_REFUSED_MESSAGE, TabNav } from './tab-nav';

const tabs = [
  { value: 'base', label: 'Stammdaten', content: <p>Stammdaten-Inhalt</p> },
  { value: 'golf', label: 'Golfspiel', content: <p>Golfspiel-Inhalt</p> },
];

test('switches tabs by click when allowed', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  renderUi(<TabNav tabs={tabs} onChange={onChange} label="Datenblatt" />);
  expect(screen.getByRole('tab', { name: 'Stammdaten' })).toHaveAttribute('aria-selected', 'true');
  await user.click(screen.getByRole('tab', { name: 'Golfspiel' }));
  expect(screen.getByRole('tab', { name: 'Golfspiel' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('Golfspiel-Inhalt')).toBeVisible();
  expect(onChange).toHaveBeenCalledWith('golf');
});

test('refuses a switch while the form has errors, by click and by keyboard, and says why', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  renderUi(<TabNav tabs={tabs} onChange={onChange} canLeave={() => false} label="Datenblatt" />);
  await user.click(screen.getByRole('tab', { name: 'Golfspiel' }));
  expect(screen.getByRole('tab', { name: 'Stammdaten' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Golfspiel' })).toHaveAttribute('aria-selected', 'false');
  expect(screen.getByRole('alert')).toHaveTextContent(TAB_REFUSED_MESSAGE);
  expect(screen.getByText('Stammdaten-Inhalt')).toBeVisible();

  screen.getByRole('tab', { name: 'Golfspiel' }).focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('tab', { name: 'Stammdaten' })).toHaveAttribute('aria-selected', 'true');
  expect(onChange).not.toHaveBeenCalled();
});

test('an async check (e.g. form.trigger) can allow the switch', async () => {
  const user = userEvent.setup();
  renderUi(<TabNav tabs={tabs} canLeave={() => Promise.resolve(true)} />);
  await user.click(screen.getByRole('tab', { name: 'Golfspiel' }));
  expect(await screen.findByText('Golfspiel-Inhalt')).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
