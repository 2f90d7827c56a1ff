// Disabled accounts (issue 32, right to erasure): after an admin erased a tester's data in the
// platform, their account here is disabled, as one would in Keycloak ('Benutzer deaktivieren' or
// 'Benutzer löschen'). The list is a file in the data dir, read on every check, so the CLI
// (scripts/disable-account.mjs) takes effect in a running identity service without a restart.
import fs from 'node:fs';
import path from 'node:path';

export const DISABLED_FILE = 'disabled-accounts.json';

/** Where the list lives; null in memory mode (then only disableAccount in this process changes it). */
let file = null;
/** Memory mode's list, and the last one read from the file. */
let inMemory = {};

/** @param {string | null} dataDir  the identity service's data dir (null = memory) */
export function useDisabledAccounts(dataDir) {
  file = dataDir ? path.join(dataDir, DISABLED_FILE) : null;
  inMemory = {};
}

/** @returns {Record<string, string>} sub → when it was disabled (ISO) */
export function readDisabledAccounts(dataDir = null) {
  const at = dataDir ? path.join(dataDir, DISABLED_FILE) : file;
  if (!at) return { ...inMemory };
  try {
    const parsed = JSON.parse(fs.readFileSync(at, 'utf8'));
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw new Error(`${at} is not a readable list of disabled accounts: ${error.message}`);
  }
}

/** @param {string} sub */
export function isDisabled(sub) {
  return Object.hasOwn(readDisabledAccounts(), sub);
}

function write(dataDir, list) {
  if (!dataDir) {
    inMemory = list;
    return;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const target = path.join(dataDir, DISABLED_FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(list, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, target);
}

/**
 * Disables (or, with `enabled: true`, enables again) the account with this sub.
 * @param {string | null} dataDir
 * @param {string} sub
 * @param {{ enabled?: boolean, now?: Date }} [options]
 */
export function setAccountDisabled(dataDir, sub, { enabled = false, now = new Date() } = {}) {
  const list = readDisabledAccounts(dataDir ?? undefined);
  if (enabled) delete list[sub];
  else list[sub] = list[sub] ?? now.toISOString();
  write(dataDir, list);
}
