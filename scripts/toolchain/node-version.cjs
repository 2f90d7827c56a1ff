// The Node the platform needs: 22 or later (24 LTS is what scripts/toolchain/node.sh brings). Every entry point
// — servers, builds, jest, Playwright, benchmarks — calls announceNode() first: it prints the version
// it runs on and stops below 22.
//   node scripts/toolchain/node-version.cjs     print and check the version on PATH
const MINIMUM_MAJOR = 22;

/** `version` is for the check of the check (test-all.sh); callers leave it out. */
function announceNode(what, version = process.version) {
  const major = Number(version.replace(/^v/, '').split('.')[0]);
  console.log(`${what}: Node ${version}`);
  if (major < MINIMUM_MAJOR) {
    throw new Error(
      `${what} needs Node ${MINIMUM_MAJOR} or later, found ${version}. ` +
        'Run it through `npm start` / `npm test` (they bring Node 24 into .node/) or `bash scripts/with-node.sh <command>`.',
    );
  }
}

module.exports = { announceNode, MINIMUM_MAJOR };

if (require.main === module) {
  try {
    announceNode('Digitale Test-Plattform');
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
