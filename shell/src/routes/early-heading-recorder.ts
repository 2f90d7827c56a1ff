import { setEarlyHeadingRecorder, type RuntimeConfig } from '@dtp/api-client';
import { rememberEarlyHeading } from '../first-paint-hints';
import { matchRoute } from './match-route';

/**
 * A screen's heading recipe (api-client's rememberEarlyHeading) is kept for the route of the address it shows at, with
 * the route's parameters in their places: a later visit paints it at any address of that route (decision 0020).
 */
export function recordEarlyHeadings(config: RuntimeConfig): void {
  setEarlyHeadingRecorder((recipe) => {
    const route = matchRoute(window.location.pathname);
    if (route) rememberEarlyHeading(config, route.path, route.params, recipe);
  });
}
