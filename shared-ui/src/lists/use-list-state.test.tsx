import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { useListState } from './use-list-state';

function setup(initial = '/dashboard') {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
  return renderHook(
    () => ({
      list: useListState(['wave', 'status', 'search', 'leading'] as const, { leading: 'true' }),
      location: useLocation(),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

test('filters, sort and page live in the URL; a shared link restores them', () => {
  const { result } = setup('/dashboard?wave=2&status=DONE&sort=lastName.DESC&page=3');
  expect(result.current.list.filters).toEqual({ wave: '2', status: 'DONE', search: '', leading: 'true' });
  expect(result.current.list.sort).toEqual({ key: 'lastName', direction: 'DESC' });
  expect(result.current.list.page).toBe(3);
});

test('a filter change goes back to page 1; the back button steps back through the changes', () => {
  const { result } = setup('/dashboard?page=4');
  act(() => result.current.list.setFilter('wave', '2'));
  expect(result.current.location.search).toBe('?wave=2');
  act(() => result.current.list.setFilter('search', 'müller köln'));
  act(() => result.current.list.setSort({ key: 'club', direction: 'ASC' }));
  expect(result.current.list.filters.search).toBe('müller köln');
  act(() => result.current.navigate(-1));
  expect(result.current.list.sort).toBeNull();
  expect(result.current.list.filters.search).toBe('müller köln');
  act(() => result.current.navigate(-1));
  expect(result.current.list.filters).toMatchObject({ wave: '2', search: '' });
  act(() => result.current.navigate(-1));
  expect(result.current.list.page).toBe(4);
});

test('a default filter is left out of the URL and is no filter; switching it off is written down', () => {
  const { result } = setup();
  expect(result.current.list.filters.leading).toBe('true');
  expect(result.current.list.filtered).toBe(false);
  act(() => result.current.list.setFilter('leading', ''));
  expect(result.current.location.search).toBe('?leading=');
  expect(result.current.list.filters.leading).toBe('');
  expect(result.current.list.filtered).toBe(true);
  act(() => result.current.list.setFilter('leading', 'true'));
  expect(result.current.location.search).toBe('');
});

test('reset clears filters, sort and page but keeps other query values', () => {
  const { result } = setup('/dashboard?wave=1&sort=club.ASC&page=2&navigateBack=%2Fwaves');
  act(() => result.current.list.reset());
  expect(result.current.location.search).toBe('?navigateBack=%2Fwaves');
  expect(result.current.list.page).toBe(1);
});

test('two changes before the router renders the first (a select, then the search field losing focus) both stay', () => {
  const { result } = setup('/dashboard');
  act(() => {
    const { list } = result.current;
    list.setFilter('wave', '3');
    list.setFilter('status', 'INITIAL');
    list.setFilter('search', 'magdeburg');
  });
  expect(result.current.location.search).toBe('?wave=3&status=INITIAL&search=magdeburg');
  act(() => result.current.navigate(-1));
  expect(result.current.list.filters).toMatchObject({ wave: '3', status: 'INITIAL', search: '' });
});
