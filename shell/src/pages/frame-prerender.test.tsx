/**
 * @jest-environment node
 */
import { MemoryRouter, PageSkeletonWithHeading } from '@dtp/shared-ui';
import { staticMarkup } from '@dtp/shared-ui/static-markup';
import { prerender } from './frame-prerender';

// index.html, as the build writes it (scripts/build/webpack-app.cjs, 'prerendered'): the app's frame in the root, the
// login view in <template id="signed-out"> for the inline script (scripts/build/first-paint.cjs) to swap in.
describe('the prerendered frame of index.html', () => {
  const { html, styles, signedOut, earlyHeading } = prerender();

  it('holds the header with the tagline, the sidebar’s area, and a skeleton in the content area; no script', () => {
    expect(html).toMatch(/^<div class="css-[a-z0-9]+"><header[^>]*>.*Digitale Test-Plattform.*<\/header>.*<aside[^>]*data-testid="sidebar".*<main[^>]*>.*data-testid="page-skeleton"/s);
    expect(html).toContain('aria-label="Bereich wird geladen"');
    expect(html + styles).not.toContain('<script');
    // The configuration is not known at build time: no platform name or version, lines of the same height.
    expect(html).not.toContain('Live-System');
    expect(html).toContain('&nbsp;');
    // Nor a lone 'Version' (a phone's 'v') without its number: the label keeps its place, hidden.
    expect(html).toMatch(/<p style="visibility:hidden"[^>]*><span[^>]*>Version(<!-- -->)? <\/span><span[^>]*>v<\/span><\/p>/);
  });

  it('brings the rules of its classes and of the login view, each as emotion’s own style element', () => {
    for (const markup of [{ html, styles }, signedOut, earlyHeading]) {
      const ids = markup.styles.match(/data-emotion="css ([^"]+)"/)![1]!.split(' ');
      const classes = new Set([...markup.html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ')).filter((c) => c.startsWith('css-')));
      for (const name of classes) expect(ids).toContain(name.slice('css-'.length));
    }
    expect(signedOut.html).toMatch(/<button[^>]*data-early-action="signIn"[^>]*>Anmelden<\/button>/);
  });


  it('the heading’s template, which replaces the skeleton, is what the app’s skeleton renders with that heading', () => {
    expect(html).toMatch(/<main[^>]*><div[^>]*data-testid="page-skeleton"/);
    // The first script fills the slots with text (first-paint-script.test.ts); the same texts in the app's own
    // skeleton give the same elements with the same classes, so the heading keeps its box when React takes over.
    const filled = earlyHeading.html
      .replace('<span data-early-heading="title"></span>', 'Testerdatenblatt 2026')
      .replace('<span data-early-heading="subtitle"></span>', 'Erika Mustermann');
    // A screen without a back button (the data sheet): the script removes the button's line before the title.
    const withoutBack = filled.replace(/<div><a [^>]*href="\/"[^>]*>.*?<\/a><\/div>(?=<h1)/, '');
    expect(withoutBack).toBe(staticMarkup(<PageSkeletonWithHeading title="Testerdatenblatt 2026" subtitle="Erika Mustermann" />).html);
    expect(earlyHeading.html).toMatch(/<h1[^>]*><span data-early-heading="title"><\/span><\/h1><p[^>]*><span data-early-heading="subtitle"><\/span><\/p>/);
  });

  it('with a back button (a test’s page), the script sets its address: the app’s skeleton with that button', () => {
    const filled = earlyHeading.html
      .replace('<span data-early-heading="title"></span>', 'Ihr Test des Golfclub Hamburg')
      .replace(/<p[^>]*><span data-early-heading="subtitle"><\/span><\/p>/, '')
      .replace(/(<a [^>]*)href="\/"/, '$1href="/tests"');
    const app = (
      <MemoryRouter>
        <PageSkeletonWithHeading title="Ihr Test des Golfclub Hamburg" subtitle={null} backTo="/tests" />
      </MemoryRouter>
    );
    expect(filled).toBe(staticMarkup(app).html);
    expect(filled).toMatch(/<div><a [^>]*href="\/tests"[^>]*>.*Zurück<\/a><\/div><h1/);
  });
});
