// Disables an account of the local identity service, as an admin does in Keycloak after erasing a
// tester's data in the platform (issue 32): the account can no longer sign in, its refresh tokens
// and sessions stop working, and userinfo refuses its access tokens. A running service sees it at once.
//   npm --prefix idp run disable-account -- <user name | email | user id> [--data-dir DIR]
//   npm --prefix idp run enable-account -- <user name | email | user id> [--data-dir DIR]
import { lookUpAccount } from '../src/accounts.mjs';
import { readDisabledAccounts, setAccountDisabled } from '../src/disabled-accounts.mjs';
import { resolveOptions } from '../src/options.mjs';

const args = process.argv.slice(2);
const enable = args.includes('--enable');
// The first argument that is no option (and no option's value).
const key = args.find((arg, i) => !arg.startsWith('--') && !(i > 0 && args[i - 1] === '--data-dir'));

let options;
try {
  options = resolveOptions({ argv: args.filter((arg) => arg !== '--enable'), env: process.env });
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
if (!key) {
  console.error(`Aufruf: npm --prefix idp run ${enable ? 'enable' : 'disable'}-account -- <Benutzername | Email | Benutzer-Id> [--data-dir DIR]`);
  process.exit(2);
}
if (!options.dataDir) {
  console.error('Im Modus --data-dir memory gibt es keine Liste der deaktivierten Konten, die dieser Befehl ändern könnte.');
  process.exit(2);
}
const account = lookUpAccount(key);
if (!account) {
  console.error(`Kein Konto „${key}“ (Benutzername, Email oder Benutzer-Id).`);
  process.exit(1);
}
setAccountDisabled(options.dataDir, account.sub, { enabled: enable });
const disabled = Object.hasOwn(readDisabledAccounts(options.dataDir), account.sub);
console.log(`Konto ${account.username} (${account.sub}) ist ${disabled ? 'deaktiviert' : 'wieder aktiv'}.`);
