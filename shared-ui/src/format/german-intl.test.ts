// A page that formats nothing must not pay for the locale's data while it starts.
test('our formatting modules make no Intl formatter when loaded; the first use makes one, and only one', () => {
  const numberFormat = jest.spyOn(Intl, 'NumberFormat');
  const collator = jest.spyOn(Intl, 'Collator');
  jest.isolateModules(() => {
    const { formatEuro } = require('./currency') as typeof import('./currency');
    const { formatPercent } = require('./percent') as typeof import('./percent');
    const { formatCount } = require('../components/count-line') as typeof import('../components/count-line');
    const { compareSortValues } = require('../components/sort') as typeof import('../components/sort');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(collator).not.toHaveBeenCalled();
    expect(formatEuro(1234.5)).toBe('1.234,50\u00a0€');
    expect(formatEuro(2)).toBe('2,00\u00a0€');
    expect(formatCount(5000)).toBe('5.000');
    expect(formatCount(12)).toBe('12');
    expect(formatPercent(42.6)).toBe('43\u00a0%');
    expect(numberFormat).toHaveBeenCalledTimes(3);
    expect(['b', 'Ä', '10', '2'].sort(compareSortValues)).toEqual(['2', '10', 'Ä', 'b']);
    expect(collator).toHaveBeenCalledTimes(1);
  });
  numberFormat.mockRestore();
  collator.mockRestore();
});
