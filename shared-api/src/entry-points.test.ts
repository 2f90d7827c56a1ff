import manifest from '../package.json';
import * as backOffice from './back-office';
import * as domain from './domain';
import * as main from './index';

// Each entry point is its own federation singleton (scripts/webpack-app.cjs shares every key of
// "exports"); what a tester's first screen downloads is '@dtp/shared-api' alone.
describe('entry points', () => {
  it('package.json declares the main, the back-office and the (server-only) domain entry', () => {
    expect(manifest.exports).toEqual({ '.': './src/index.ts', './back-office': './src/back-office.ts', './domain': './src/domain.ts' });
  });

  it("the domain entry is for servers: the rules' server, not in the browsers' entries", () => {
    expect(domain).toHaveProperty('createDemoServer');
    expect(main).not.toHaveProperty('createDemoServer');
    expect(backOffice).not.toHaveProperty('createDemoServer');
  });

  it('exports no name from both entries, except the instance marker every entry carries', () => {
    expect(Object.keys(backOffice).filter((name) => name in main)).toEqual(['SHARED_API_PACKAGE']);
  });

  it.each(['wavesApi', 'panelsApi', 'overviewApi', 'usersApi', 'testingsApi', 'emailsApi', 'adminApi'])(
    '%s is in the back-office entry only',
    (name) => {
      expect(backOffice).toHaveProperty(name);
      expect(main).not.toHaveProperty(name);
    },
  );
});
