// The contract's page addresses themselves (a constant, no state), not through the shared packages: the early silent
// sign-in imports this file and runs before they have arrived; a new tab's token exchange must not wait for them.
// eslint-disable-next-line no-restricted-imports -- see above
import { SHELL_PAGES } from '@dtp/contract/page-path';

/** The path a signed-out user asked for, restored after login (spec section 2). */
const KEY = 'dtp-requested-path';

export function rememberRequestedPath(path: string): void {
  if (path.startsWith(SHELL_PAGES.login)) return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // storage unavailable: the user lands on the default page instead
  }
}

/** The remembered path, or null; paths starting with '/#state' (an OIDC callback) are never restored. */
export function takeRequestedPath(): string | null {
  let path: string | null = null;
  try {
    path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  // '/' is no specific wish: the user lands on the default page of the role.
  if (!path || path === '/' || path.startsWith('/#state') || path.startsWith(SHELL_PAGES.login)) return null;
  return path;
}
