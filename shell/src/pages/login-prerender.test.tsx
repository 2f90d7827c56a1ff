/**
 * @jest-environment node
 */
import { prerender } from './login-prerender';

// login.html's root, as the build writes it (scripts/webpack-app.cjs, 'prerendered').
describe('the prerendered login page', () => {
  const html = prerender();

  it('shows the whole page: heading, welcome text, both buttons and the video’s caption', () => {
    expect(html).toMatch(/<h1[^>]*>Digitale Test-Plattform<\/h1>/);
    expect(html).toContain('Willkommen! Melden Sie sich an, um Ihr Testerdatenblatt zu pflegen');
    expect(html).toMatch(/<button[^>]*data-early-action="signIn"[^>]*>Anmelden<\/button>/);
    expect(html).toMatch(/<button[^>]*data-early-action="register"[^>]*>Registrieren<\/button>/);
    expect(html).toContain('Erklärvideo: So funktioniert die Digitale Test-Plattform.');
  });

  it('brings its own component styles, but not the global ones the page links as a stylesheet', () => {
    expect(html).toMatch(/<style data-emotion="css [a-z0-9]+">\.css-[a-z0-9]+\{/);
    expect(html).not.toContain('--chakra-colors-brand-600:');
    expect(html).not.toContain('@layer reset');
    expect(html).not.toContain('css-global');
  });

  it('leaves out what only the runtime configuration knows: no platform line, no video source', () => {
    expect(html).not.toContain('Version');
    expect(html).not.toMatch(/<video[^>]*src=/);
  });

  it('is markup only: no script', () => {
    expect(html).not.toContain('<script');
  });
});
