import { MemoryRouter, PageSkeleton, PageSkeletonWithHeading } from '@dtp/shared-ui';
import { staticMarkup } from '@dtp/shared-ui/static-markup';
import type { StaticMarkup } from '@dtp/shared-ui/static-markup';
import { LayoutFrame } from '../layout/app-layout';
import { HeaderView } from '../layout/header';
import { LoginView } from './login-view';

/** The signed-in frame as the page's first paint, and the login view a signed-out visitor gets instead. */
export interface FramePrerender extends StaticMarkup {
  signedOut: StaticMarkup;
  /** The skeleton with the first screen's heading, which the first script fills from the early answer (decision 0020). */
  earlyHeading: StaticMarkup;
}

/** The app's frame before the scripts: the header without configuration, an empty sidebar area and the page skeleton. */
export function FrameView() {
  return (
    <MemoryRouter>
      <LayoutFrame header={<HeaderView platformName={'\u00a0'} version="" />} sidebar={null}>
        <PageSkeleton />
      </LayoutFrame>
    </MemoryRouter>
  );
}

/**
 * The heading's slots, filled by the page's first script (scripts/build/first-paint.cjs) with the answer's texts; the
 * back button gets the screen's address, or is removed for a screen without one.
 */
export function EarlyHeadingView() {
  return (
    <MemoryRouter>
      <PageSkeletonWithHeading title={<span data-early-heading="title" />} subtitle={<span data-early-heading="subtitle" />} backTo="/" />
    </MemoryRouter>
  );
}

/**
 * The shell's page (index.html, scripts/build/webpack-app.cjs 'prerendered'), which answers every address but
 * /login: a visitor with a session paints the app's frame at once, before any script; the inline script
 * (scripts/build/first-paint.cjs) swaps in the login view for a visitor without one, before the first paint, and
 * puts the first screen's heading (<template id="early-heading">) in the skeleton's place once its early answer is in.
 * The app then renders the same elements over either.
 */
export function prerender(): FramePrerender {
  return { ...staticMarkup(<FrameView />), signedOut: staticMarkup(<LoginView platformLine="" />), earlyHeading: staticMarkup(<EarlyHeadingView />) };
}
