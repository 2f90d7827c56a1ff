import { main } from './main';
import { exitWith } from './operator-error';

main().then(
  // A command is done; a server keeps running on its listening socket.
  () => undefined,
  exitWith,
);
