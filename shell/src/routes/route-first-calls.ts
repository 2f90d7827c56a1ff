import { useRouteTable, type RouteName } from '@dtp/api-client';
import type { RouteCalls } from '../first-paint-hints';
import { firstScreenCalls, mayOpenRoute } from './prefetch-route';

// Every route's first calls as templates for the page's inline script (scripts/build/first-paint.cjs), which sends
// them for whatever address a page opens at (a link from a mail: a test, a questionnaire), before the app's code.

/** Stand-ins for a route's parameters while its reads are asked for their paths: numbers, and texts. */
const digitsFor = (i: number) => String(987_654_300 + i);
const textFor = (i: number) => `dtp-param-${i}`;

const paramNames = (pattern: string): string[] => pattern.split('/').flatMap((segment) => (segment.startsWith(':') ? [segment.slice(1)] : []));

/** The paths of the route's first calls with the stand-ins, the stand-ins replaced by ':name'. */
function templates(name: RouteName, names: string[], standIn: (i: number) => string): string[] {
  const params = Object.fromEntries(names.map((param, i) => [param, standIn(i)]));
  return firstScreenCalls(name, params).map((read) => names.reduce((path, param, i) => path.replaceAll(standIn(i), `:${param}`), read.path));
}

/**
 * The first calls of each remote's route the signed-in person may open, with its parameters as ':name' (the
 * layout's calls included), in the order the inline script tries them: fewer parameters first. A route whose reads
 * take its parameters only as numbers says so (`digits`): its calls come with a text's stand-in fewer or other.
 */
export function routeFirstCalls(): RouteCalls[] {
  const rows = Object.entries(useRouteTable.getState().routes).filter(([name, route]) => route.target.kind === 'remote' && mayOpenRoute(name as RouteName));
  return rows
    .map(([name, route]): RouteCalls => {
      const names = paramNames(route.path);
      const calls = templates(name as RouteName, names, digitsFor);
      const asTexts = templates(name as RouteName, names, textFor);
      const numbersOnly = names.length > 0 && JSON.stringify(asTexts) !== JSON.stringify(calls);
      return { path: route.path, calls, ...(numbersOnly ? { digits: names } : {}) };
    })
    .sort((a, b) => paramNames(a.path).length - paramNames(b.path).length);
}
