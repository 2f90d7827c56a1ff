// Whether something listens at a URL's host and port (half a second at most): the test PostgreSQL
// probe (jest.global-setup.cjs) and the benchmarks' checks (scripts/bench/bench-api-server.mjs).
const { Socket } = require('node:net');

/** @param {string} url @returns {Promise<boolean>} */
function answers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(port || 5432), hostname, () => done(true));
  });
}

module.exports = { answers };
