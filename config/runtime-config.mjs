// The runtime configuration (config.json) is one base plus small overlays: the base is what every
// build ships (demo data, in-memory sign-in); an overlay changes only what a mode needs.
//   node config/runtime-config.mjs oidc http    prints base + oidc + http
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
/** The overlays in config/overlays/: 'oidc' (sign-in through the identity service), 'http' (the API over HTTP on :3200). */
export const overlayNames = ['oidc', 'http'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Objects merge key by key; anything else (values, arrays) is replaced. */
export function mergeConfig(base, overlay) {
  const merged = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    merged[key] = isObject(value) && isObject(base[key]) ? mergeConfig(base[key], value) : value;
  }
  return merged;
}

/**
 * The base with the given overlays applied in order: overlay names (files in config/overlays/)
 * or objects (a test's own remotes or sign-in mode).
 */
export function runtimeConfig(...overlays) {
  return overlays.reduce((config, overlay) => {
    if (typeof overlay !== 'string') return mergeConfig(config, overlay);
    if (!overlayNames.includes(overlay)) throw new Error(`Unknown config overlay "${overlay}" (known: ${overlayNames.join(', ')})`);
    return mergeConfig(config, readJson(path.join(dir, 'overlays', `${overlay}.json`)));
  }, readJson(path.join(dir, 'runtime.base.json')));
}

export const baseConfigFile = path.join(dir, 'runtime.base.json');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(runtimeConfig(...process.argv.slice(2)), null, 2));
}
