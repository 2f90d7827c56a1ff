// A TCP relay that can be cut and restored, like a network outage or a restarting database: the
// outage tests put it between the API server and PostgreSQL (api-server/src/db/outage.test.ts; the
// journeys through scripts/dev/tcp-relay.mjs).
import { connect, createServer } from 'node:net';

/** A relay to `target`: `cut()` drops every connection and refuses new ones until `restore()`. */
export function createRelay(target) {
  const sockets = new Set();
  let open = true;
  const server = createServer((client) => {
    if (!open) return client.destroy();
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: (port = 0, host = '127.0.0.1') => new Promise((resolve) => server.listen(port, host, () => resolve(server.address().port))),
    cut: () => {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore: () => {
      open = true;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
