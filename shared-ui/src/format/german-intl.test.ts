// A page that formats nothing must not pay for the locale's data while it starts.
test('our formatting modules make no Intl formatter when loaded; the first use makes one, and only one', async () => {
  const numberFormat = jest.spyOn(Intl, 'NumberFormat');
  const collator = jest.spyOn(Intl, 'Collator');
  await jest.isolateModulesAsync(async () => {
    const { formatEuro } = await import('./currency');
    const { formatPercent } = await import('./percent');
    const { formatCount } = await import('../components/count-line');
    const { compareSortValues } = await import('../components/sort');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(collator).not.toHaveBeenCalled();
    expect(formatEuro(1234.5)).toBe('1.234,50\u00a0€');
    expect(formatEuro(2)).toBe('2,00\u00a0€');
    expect(formatCount(5000)).toBe('5.000');
    expect(formatCount(12)).toBe('12');
    expect(formatPercent(42.6)).toBe('43\u00a0%');
    expect(numberFormat).toHaveBeenCalledTimes(2); // euro and count: a percent needs none
    expect(['b', 'Ä', '10', '2'].sort(compareSortValues)).toEqual(['2', '10', 'Ä', 'b']);
    expect(collator).toHaveBeenCalledTimes(1);
  });
  numberFormat.mockRestore();
  collator.mockRestore();
});
