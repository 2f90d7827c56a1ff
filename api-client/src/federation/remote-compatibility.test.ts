import { satisfy } from '@module-federation/runtime';
import { IncompatibleRemoteError, incompatibilityMessage, isIncompatibleRemoteError, mismatchesOf, requirementsOf } from './remote-compatibility';

/** The shape of a remote's mf-manifest.json, as its build writes it (only the fields the check reads). */
const manifestOf = (sharedUi: string, { plugin = '2.9.2', version = '1.4.0' } = {}) => ({
  id: 'mf_tester',
  name: 'mf_tester',
  metaData: { name: 'mf_tester', buildInfo: { buildVersion: version, buildName: '@dtp/mf-tester' }, pluginVersion: plugin, publicPath: 'auto' },
  shared: [
    { name: '@dtp/shared-ui', requiredVersion: `^${sharedUi}`, version: sharedUi, singleton: true },
    { name: '@dtp/shared-ui/lists', requiredVersion: `^${sharedUi}`, version: sharedUi, singleton: true },
    { name: '@dtp/api-client', requiredVersion: '^1.0.0', version: '1.0.0', singleton: true },
    { name: 'react', requiredVersion: '^19.3.1', version: '19.3.1', singleton: true },
  ],
  remotes: [],
  exposes: [],
});

const provided = { '@dtp/shared-ui': '1.3.2', '@dtp/api-client': '1.1.0', react: '19.3.1', '@module-federation/runtime': '2.9.2' };
const contact = { name: 'CMC', email: 'cmc@example.org' };

test("reads one range per package, and the federation runtime of the remote's build", () => {
  expect(requirementsOf(manifestOf('1.0.0'))).toEqual({
    remote: 'mf_tester',
    version: '1.4.0',
    requires: { '@dtp/shared-ui': '^1.0.0', '@dtp/api-client': '^1.0.0', react: '^19.3.1', '@module-federation/runtime': '~2.9.0' },
  });
  expect(requirementsOf({ hello: 'world' })).toBeNull();
  expect(requirementsOf(null)).toBeNull();
});

test('a remote built against an older minor version fits; a new major version, a newer minor of the runtime or a missing part does not', () => {
  expect(mismatchesOf(requirementsOf(manifestOf('1.0.0'))!, provided, satisfy)).toEqual([]);
  expect(mismatchesOf(requirementsOf(manifestOf('2.0.0'))!, provided, satisfy)).toEqual([{ part: '@dtp/shared-ui', required: '^2.0.0', provided: '1.3.2' }]);
  expect(mismatchesOf(requirementsOf(manifestOf('1.4.0'))!, provided, satisfy)).toEqual([{ part: '@dtp/shared-ui', required: '^1.4.0', provided: '1.3.2' }]);
  expect(mismatchesOf(requirementsOf(manifestOf('1.0.0', { plugin: '2.10.0' }))!, provided, satisfy)).toEqual([
    { part: '@module-federation/runtime', required: '~2.10.0', provided: '2.9.2' },
  ]);
  const { react: _react, ...withoutReact } = provided;
  expect(mismatchesOf(requirementsOf(manifestOf('1.0.0'))!, withoutReact, satisfy)).toEqual([{ part: 'react', required: '^19.3.1', provided: undefined }]);
});

test('the German message names the area, its version, what it needs, what the platform has and whom to ask', () => {
  const one = new IncompatibleRemoteError(requirementsOf(manifestOf('2.0.0'))!, [{ part: '@dtp/shared-ui', required: '^2.0', provided: '1.3.2' }]);
  expect(incompatibilityMessage('Tester', one, contact)).toBe(
    'Der Bereich „Tester“ (Version 1.4.0) passt nicht zu dieser Version der Plattform: er braucht shared-ui ^2.0, die Plattform hat 1.3.2. Bitte wenden Sie sich an CMC (cmc@example.org).',
  );
  const two = new IncompatibleRemoteError(requirementsOf(manifestOf('2.0.0'))!, [
    { part: '@dtp/shared-ui', required: '^2.0.0', provided: '1.3.2' },
    { part: 'react', required: '^20.0.0', provided: undefined },
  ]);
  expect(incompatibilityMessage('Tester', two, contact)).toBe(
    'Der Bereich „Tester“ (Version 1.4.0) passt nicht zu dieser Version der Plattform: er braucht shared-ui ^2.0.0 (die Plattform hat 1.3.2) und React ^20.0.0 (die Plattform hat keine). Bitte wenden Sie sich an CMC (cmc@example.org).',
  );
});

test('the error is recognised by its class, and by name and shape from another copy of the module', () => {
  const error = new IncompatibleRemoteError(requirementsOf(manifestOf('2.0.0'))!, []);
  expect(isIncompatibleRemoteError(error)).toBe(true);
  expect(isIncompatibleRemoteError(Object.assign(new Error('x'), { name: 'IncompatibleRemoteError', mismatches: [] }))).toBe(true);
  expect(isIncompatibleRemoteError(new Error('IncompatibleRemoteError'))).toBe(false);
});
