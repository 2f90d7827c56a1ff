// The first screen's heading, painted by the page's first script from its early answer before any of the app's code
// has arrived (issue 63, decision 0020). A screen describes its heading once it shows it (`rememberEarlyHeading`):
// which early call answers it and how its texts are made from that answer. The shell keeps the recipe for the
// screen's route (shell/src/first-paint-hints.ts); when a later visit opens an address of that route, the inline
// script (scripts/build/first-paint.cjs) fills the recipe's texts from the answer, paints them in the prerendered
// frame and leaves them in `window.dtpEarlyHeading`, where the app's skeletons (shared-ui's PageSkeleton) show the
// same heading until the screen renders its own.

/** A piece of a heading's text: written as it is, or the answer's value at a path of keys (a string or a number). */
export type HeadingPart = string | readonly string[];

/** One way a heading's texts are made from the answer. No personal data: only texts and paths. */
export interface EarlyHeadingTexts {
  /** A path of the answer that must be true, or these texts are not taken (e.g. a sheet the person may see). */
  when?: readonly string[];
  title: readonly HeadingPart[];
  subtitle?: readonly HeadingPart[];
}

/** How a screen's heading is made from one of its first calls' answers. No personal data: only texts and paths. */
export interface EarlyHeadingRecipe {
  /** The early call whose answer fills it (its path, as the screen calls it). */
  call: string;
  /**
   * The heading's texts, one for each case the screen's own heading has (a test with or without its club): the first
   * whose `when` holds and whose values are all in the answer (strings that are not empty, numbers) is painted.
   */
  headings: readonly EarlyHeadingTexts[];
  /** Where the heading's back button leads (PageHeading's `backTo`); none: the heading has no back button. */
  backTo?: string;
}

/** The heading the page's first script painted: the page's address and the texts, the person's real data. */
export interface EarlyHeading {
  path: string;
  title: string;
  subtitle: string;
  backTo?: string;
}

declare global {
  interface Window {
    /**
     * Set by the page's first script when it expects a heading: `settled` once the answer was read (painted or
     * not), `heading` what it painted.
     */
    dtpEarlyHeading?: {
      settled: Promise<unknown>;
      heading: EarlyHeading | null;
      /** Whose session cookie answered, when it was painted before the tab's sign-in (decision 0021). */
      subject?: string | null;
    };
  }
}

/**
 * The recipe's pieces of a text the screen makes with a function of its values (its own text module stays the one
 * owner): `headingParts(t.title, ['dataSheet', 'year'])` is `['Testerdatenblatt ', ['dataSheet', 'year']]`.
 */
export function headingParts<V extends unknown[]>(text: (...values: V) => string, ...paths: { [K in keyof V]: readonly string[] }): HeadingPart[] {
  // A private-use character marks each value's place: no text of the screens uses it.
  const slot = (i: number) => `\uE000${i}\uE001`;
  const written = text(...(paths.map((_path, i) => slot(i)) as V));
  return written
    .split(/\uE000(\d+)\uE001/)
    .map((piece, i): HeadingPart => (i % 2 === 1 ? (paths[Number(piece)] as readonly string[]) : piece))
    .filter((piece) => piece !== '');
}

type Recorder = (recipe: EarlyHeadingRecipe) => void;
let recorder: Recorder | null = null;

/** The shell keeps the first screen's recipe for the next visit (first-paint-hints.ts); a standalone remote none. */
export function setEarlyHeadingRecorder(next: Recorder | null): void {
  recorder = next;
}

/** A screen describes its heading while it shows it: the next visit paints it before the screen's code arrives. */
export function rememberEarlyHeading(recipe: EarlyHeadingRecipe): void {
  recorder?.(recipe);
}

let forgotten = false;

/**
 * The heading painted early for the page at `pathname`, while it is still the page the browser opened with; null
 * when none was painted, for another address, or after the first navigation (`forgetEarlyHeading`: a later visit
 * of the page shows the screen's own heading from fresh data).
 */
export function earlyHeadingAt(pathname: string): EarlyHeading | null {
  if (forgotten || typeof window === 'undefined') return null;
  const heading = window.dtpEarlyHeading?.heading ?? null;
  return heading && heading.path === pathname ? heading : null;
}

/** The shell lets the early heading go at the first navigation. */
export function forgetEarlyHeading(): void {
  forgotten = true;
}
