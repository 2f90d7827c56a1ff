import { paths } from '@dtp/shared-ui';

/** The path a signed-out user asked for, restored after login (spec section 2). */
const KEY = 'dtp-requested-path';

export function rememberRequestedPath(path: string): void {
  if (path.startsWith(paths.login())) return;
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
  if (!path || path === '/' || path.startsWith('/#state') || path.startsWith(paths.login())) return null;
  return path;
}
