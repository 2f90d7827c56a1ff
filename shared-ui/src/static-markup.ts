// Build time only (Node): prerendering a screen into a page. Not shared at run time.
export { staticMarkup } from './theme/static-markup';
export type { StaticMarkup } from './theme/static-markup';
