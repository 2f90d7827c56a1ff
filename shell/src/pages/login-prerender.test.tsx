/**
 * @jest-environment node
 */
import { prerender } from './login-prerender';

// login.html, as the build writes it (scripts/build/webpack-app.cjs, 'prerendered'): html into the root, styles into the head.
describe('the prerendered login page', () => {
  const { html, styles } = prerender();

  it('shows the whole page: heading, welcome text, both buttons and the video’s caption', () => {
    expect(html).toMatch(/<h1[^>]*>Digitale Test-Plattform<\/h1>/);
    expect(html).toContain('Willkommen! Melden Sie sich an, um Ihr Testerdatenblatt zu pflegen');
    expect(html).toMatch(/<button[^>]*data-early-action="signIn"[^>]*>Anmelden<\/button>/);
    expect(html).toMatch(/<button[^>]*data-early-action="register"[^>]*>Registrieren<\/button>/);
    expect(html).toContain('Erklärvideo: So funktioniert die Digitale Test-Plattform.');
  });

  it('links „Impressum“ and „Datenschutz“ through the platform’s own paths, each in a new tab: the configuration is not known at build time', () => {
    for (const [path, label] of [['/impressum', 'Impressum'], ['/datenschutz', 'Datenschutz']]) {
      const link = html.match(new RegExp(`<a[^>]*>${label}</a>`))?.[0] ?? '';
      expect(link).toContain(`href="${path}"`);
      expect(link).toContain('target="_blank"');
      expect(link).toMatch(/rel="[^"]*noopener/);
    }
  });

  it('keeps the platform line’s height while the configuration is unknown: a no-break space, as an entity minifiers keep', () => {
    expect(html).not.toContain('Version');
    expect(html).toMatch(/<p[^>]*>&nbsp;<\/p>/);
    expect(html).not.toContain('\u00a0');
    expect(html).not.toMatch(/<video[^>]*src=/);
  });

  it('brings every rule its classes need as one style element for the head, in emotion’s format; none in the body', () => {
    expect(html).not.toContain('<style');
    expect(styles).toMatch(/^<style data-emotion="css( [a-z0-9]+)+">\.css-[a-z0-9]+\{/);
    const ids = styles.match(/data-emotion="css ([^"]+)"/)![1]!.split(' ');
    const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ')).filter((c) => c.startsWith('css-')));
    expect(classes.size).toBeGreaterThan(10);
    for (const name of classes) expect(ids).toContain(name.slice('css-'.length));
  });

  it('repeats none of the global styles the page links as a stylesheet, and has no script', () => {
    expect(styles).not.toContain('--chakra-colors-brand-600:');
    expect(styles).not.toContain('@layer reset');
    expect(html + styles).not.toContain('<script');
  });
});
