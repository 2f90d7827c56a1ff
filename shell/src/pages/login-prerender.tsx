import { staticMarkup } from '@dtp/shared-ui/static-markup';
import type { StaticMarkup } from '@dtp/shared-ui/static-markup';
import { LoginView } from './login-view';

/**
 * The login page as HTML, for login.html (scripts/build/webpack-app.cjs, 'prerendered'): a visitor sees it as soon as the
 * page and its stylesheet arrive, not after the app's scripts have loaded and run. The app then
 * renders the same view over it, with the configured platform line and video.
 */
export function prerender(): StaticMarkup {
  return staticMarkup(<LoginView platformLine="" />);
}
