import { designSystem } from './system';

const system = designSystem();

const has = (path: string) => system.tokens.getByName(path) !== undefined;

test('the palettes the screens use are there, with their status roles', () => {
  for (const palette of ['brand', 'gray', 'red', 'orange', 'green', 'blue']) {
    expect(has(`colors.${palette}.500`)).toBe(true);
  }
  for (const role of ['solid', 'fg', 'muted', 'subtle', 'focusRing']) expect(has(`colors.red.${role}`)).toBe(true);
  expect(has('colors.fg.warning')).toBe(true);
  expect(has('colors.bg.error')).toBe(true);
});

test('unused palettes are left out: not computed at load, not shipped as variables', () => {
  for (const palette of ['yellow', 'teal', 'cyan', 'purple', 'pink']) {
    expect(has(`colors.${palette}.500`)).toBe(false);
    expect(has(`colors.${palette}.solid`)).toBe(false);
  }
});
