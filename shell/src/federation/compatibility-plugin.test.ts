import { isIncompatibleRemoteError } from '@dtp/api-client';
import { compatibilityPlugin } from './compatibility-plugin';

const provided = { '@dtp/shared-ui': '1.0.0', '@dtp/api-client': '1.0.0', react: '19.3.1', 'react-dom': '19.3.1', '@module-federation/runtime': '2.9.2' };
const manifestJson = (sharedUi: string) => ({
  id: 'mf_tester',
  name: 'mf_tester',
  metaData: { name: 'mf_tester', buildInfo: { buildVersion: '1.1.0', buildName: '@dtp/mf-tester' }, pluginVersion: '2.9.2', publicPath: 'auto' },
  shared: [
    { name: '@dtp/shared-ui/lists', requiredVersion: `^${sharedUi}`, version: sharedUi, singleton: true },
    { name: 'react', requiredVersion: '^19.3.1', version: '19.3.1', singleton: true },
  ],
  remotes: [],
  exposes: [],
});
const snapshotArgs = (manifest: unknown, from: 'manifest' | 'global' = 'manifest') =>
  ({ from, manifestJson: manifest, manifestUrl: 'https://example.test/mf_tester/1.1.0/mf-manifest.json', remoteSnapshot: {}, moduleInfo: {}, options: {} }) as never;

const hook = compatibilityPlugin(provided).loadRemoteSnapshot as (args: never) => unknown;

test("a fitting remote's manifest passes through unchanged", () => {
  const args = snapshotArgs(manifestJson('1.0.0'));
  expect(hook(args)).toBe(args);
});

test('a remote built against a new major version of shared-ui stops before its code: the error names the part', () => {
  let thrown: unknown;
  try {
    hook(snapshotArgs(manifestJson('2.0.0')));
  } catch (error) {
    thrown = error;
  }
  expect(isIncompatibleRemoteError(thrown)).toBe(true);
  expect(thrown).toMatchObject({
    requirements: { remote: 'mf_tester', version: '1.1.0' },
    mismatches: [{ part: '@dtp/shared-ui', required: '^2.0.0', provided: '1.0.0' }],
  });
});

test('a snapshot from the global registry (no manifest) is not judged here', () => {
  const args = snapshotArgs(undefined, 'global');
  expect(hook(args)).toBe(args);
});
