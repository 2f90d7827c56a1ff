import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { designSystem } from './system';

const system = designSystem();

const has = (path: string) => system.tokens.getByName(path) !== undefined;

/** Every source file of the apps (not their tests): where the screens name their colours. */
function appSources(): string[] {
  const root = path.resolve(__dirname, '../../..');
  const dirs = ['shell', 'shared-ui', ...readdirSync(root).filter((name) => name.startsWith('mf-'))].map((app) => path.join(root, app, 'src'));
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return files(file);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
    });
  return dirs.flatMap(files);
}

test('every palette a screen names is in the system (a missing one paints no colour, silently)', () => {
  const palette = /['"](gray|red|orange|yellow|green|teal|blue|cyan|purple|pink)(?:\.\d+)?['"]/g;
  const named = new Map<string, string>();
  for (const file of appSources()) {
    if (file.endsWith(path.join('theme', 'system.ts'))) continue;
    for (const [, name] of readFileSync(file, 'utf8').matchAll(palette)) named.set(name ?? '', path.relative(path.resolve(__dirname, '../../..'), file));
  }
  expect(named.size).toBeGreaterThan(3);
  const missing = [...named].filter(([name]) => !has(`colors.${name}.500`) || !has(`colors.${name}.solid`)).map(([name, file]) => `${name} (${file})`);
  expect(missing).toEqual([]);
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
