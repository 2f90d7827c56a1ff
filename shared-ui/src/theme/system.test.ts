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

test('light only: every variable is set once, with its light value, none per colour mode', () => {
  expect([...system.tokens.cssVarMap.keys()]).toEqual(['base']);
  expect(system.tokens.getByName('colors.bg')?.value).toBe('var(--chakra-colors-white)');
  expect(system.tokens.getByName('colors.fg')?.value).toBe('var(--chakra-colors-black)');
  expect(system.tokens.getByName('shadows.sm')?.value).toBe('0px 2px 4px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/30}');
});

test("the property types, built on demand since the patch (patches/), still serve Chakra's typegen", () => {
  const types = system.utility.getTypes();
  expect(types.get('background')).toEqual(expect.arrayContaining(['Tokens["colors"]']));
  expect(types.get('animationName')).toEqual(expect.arrayContaining(['"spin"']));
});
