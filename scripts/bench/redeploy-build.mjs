// A redeploy of one remote, as its team would make it: one German text of the tester's data sheet
// changed, mf-tester built again into a folder of its own (the working tree is restored at once).
// bench-lighthouse.mjs serves that folder in place of mf-tester's dist and measures what a returning
// tester's browser fetches anew.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const textsFile = path.join(root, 'mf-tester/src/features/datasheet/datasheet-texts.ts');
const original = "loading: 'Datenblatt wird geladen',";
const changed = "loading: 'Ihr Datenblatt wird geladen',";

/** Builds the changed mf-tester into a new folder; answers that folder (its files as a deployment would hold them). */
export function buildRedeployedTester() {
  const out = mkdtempSync(path.join(tmpdir(), 'dtp-redeploy-mf-tester-'));
  const source = readFileSync(textsFile, 'utf8');
  if (!source.includes(original)) throw new Error(`redeploy-build: '${original}' not found in ${textsFile}`);
  const restore = () => writeFileSync(textsFile, source);
  process.once('SIGINT', restore);
  try {
    writeFileSync(textsFile, source.replace(original, changed));
    execFileSync(path.join(root, 'node_modules/.bin/webpack'), ['--mode', 'production', '--output-path', out], {
      cwd: path.join(root, 'mf-tester'),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } finally {
    restore();
    process.removeListener('SIGINT', restore);
  }
  return out;
}

/** The files of `after` whose names `before` does not have: what a browser can no longer take from its cache. */
export function newFileNames(before, after) {
  const old = new Set(readdirSync(before));
  return readdirSync(after).filter((name) => !old.has(name) && !/\.(br|gz|map)$/.test(name));
}
