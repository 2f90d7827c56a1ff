import path from 'node:path';
import { PACKAGES, rel, ROOT, sourceFiles } from './source-graph';

// Nothing of the tests ships (issue 58, item 4): a package's test helpers live beside src/, in <package>/test-support/
// (a test-only entry './test-support' where other packages use them), never inside src/, which the builds and the API
// reports read. ESLint keeps production code from importing them; this keeps them out of src/.
describe('test helpers outside src/', () => {
  it('no source file under a package src/ is a test helper', () => {
    const helpers = PACKAGES.filter((dir) => dir !== 'test-support')
      .flatMap((dir) => sourceFiles(path.join(ROOT, dir, 'src')))
      .map(rel)
      .filter((file) => /(^|\/)[^/]*test-support[^/]*(\/|$)/.test(file.split('/src/')[1] ?? ''));
    expect(helpers).toEqual([]);
  });
});
