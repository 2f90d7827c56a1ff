// Reads a remote's screen manifest (src/screens.ts) for its webpack build: each entry
// `Name: () => import('./path')` becomes the exposed module './Name' → './src/path'.
// The manifest is TypeScript and the webpack config CommonJS, so it is read as text, strictly:
// any entry that does not have exactly that shape fails the build instead of being skipped.
const fs = require('node:fs');
const path = require('node:path');

const ENTRY = /^\s*(\w+): \(\) => import\('(\.\/[^']+)'\),?\s*$/;

/** @param {string} dir the remote's folder @returns {Record<string, string>} webpack `exposes` */
function exposesFromManifest(dir) {
  const file = path.join(dir, 'src', 'screens.ts');
  const text = fs.readFileSync(file, 'utf8');
  const body = text.match(/export const screens = \{\n([\s\S]*?)\n\};/);
  if (!body) throw new Error(`${file}: no "export const screens = { … };" found`);
  const exposes = {};
  for (const line of body[1].split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('//')) continue;
    const entry = line.match(ENTRY);
    if (!entry) throw new Error(`${file}: cannot read the manifest entry "${line.trim()}" (expected Name: () => import('./path'),)`);
    exposes[`./${entry[1]}`] = `./src/${entry[2].slice(2)}`;
  }
  if (Object.keys(exposes).length === 0) throw new Error(`${file}: the manifest lists no screen`);
  return exposes;
}

module.exports = { exposesFromManifest };
