import { main } from './main';

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
