import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../../test-support';
import { FilterBar, FilterCheckbox, FilterSearch, FilterSelect } from './filter-bar';
import { matchesSearch } from './search';

const people = [
  { name: 'Max Müller', email: 'max@example.de', progress: 'SENT' },
  { name: 'Erika Mustermann', email: 'erika@example.de', progress: 'INITIAL' },
  { name: 'Max Meier', email: 'meier@example.de', progress: 'INITIAL' },
];

function List({ onSearch }: { onSearch?: (term: string) => void }) {
  const [term, setTerm] = useState('');
  const [progress, setProgress] = useState('');
  const [onlyMax, setOnlyMax] = useState(false);
  const shown = people.filter(
    (p) => matchesSearch([p.name, p.email], term) && (!progress || p.progress === progress) && (!onlyMax || p.name.startsWith('Max')),
  );
  return (
    <>
      <FilterBar
        onReset={() => {
          setTerm('');
          setProgress('');
          setOnlyMax(false);
        }}
      >
        <FilterSelect label="Status" value={progress} onChange={setProgress} options={[{ value: 'SENT', label: 'Abgeschickt' }, { value: 'INITIAL', label: 'Angelegt' }]} />
        <FilterCheckbox label="Nur Max" checked={onlyMax} onChange={setOnlyMax} />
        <FilterSearch
          value={term}
          onSearch={(t) => {
            onSearch?.(t);
            setTerm(t);
          }}
        />
      </FilterBar>
      <ul aria-label="Ergebnis">
        {shown.map((p) => (
          <li key={p.email}>{p.name}</li>
        ))}
      </ul>
    </>
  );
}

const names = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

test('the search applies on blur, not while typing, with every word required', async () => {
  const user = userEvent.setup();
  const onSearch = jest.fn();
  renderUi(<List onSearch={onSearch} />);
  const search = screen.getByRole('searchbox', { name: 'Suche' });
  await user.type(search, 'MAX m');
  expect(names()).toHaveLength(3);
  expect(onSearch).not.toHaveBeenCalled();
  await user.tab();
  expect(onSearch).toHaveBeenCalledTimes(1);
  expect(names()).toEqual(['Max Müller', 'Max Meier']);
  await user.clear(search);
  await user.type(search, 'max meier');
  await user.tab();
  expect(names()).toEqual(['Max Meier']);
});

test('Enter applies the search too', async () => {
  const user = userEvent.setup();
  renderUi(<List />);
  await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'erika{Enter}');
  expect(names()).toEqual(['Erika Mustermann']);
});

test('select and checkbox filter on change; Zurücksetzen clears everything', async () => {
  const user = userEvent.setup();
  renderUi(<List />);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'INITIAL');
  expect(names()).toEqual(['Erika Mustermann', 'Max Meier']);
  await user.click(screen.getByRole('checkbox', { name: 'Nur Max' }));
  expect(names()).toEqual(['Max Meier']);
  await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'nobody{Enter}');
  expect(names()).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
  expect(names()).toHaveLength(3);
  expect(screen.getByRole('searchbox', { name: 'Suche' })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  expect(screen.getByRole('checkbox', { name: 'Nur Max' })).not.toBeChecked();
});
