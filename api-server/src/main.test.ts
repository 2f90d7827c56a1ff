import { main } from './main';
import { OperatorError } from './operator-error';
import { openPlatform } from './platform';

// With NODE_ENV=production an unfit setup is refused before anything opens: no database, no port, no mail.
jest.mock('./platform', () => ({ openPlatform: jest.fn(async () => Promise.reject(new Error('the platform was opened'))) }));

const saved = process.env;
afterEach(() => {
  process.env = saved;
  jest.mocked(openPlatform).mockClear();
});

test('the server refuses an unfit production setup before it opens the platform', async () => {
  process.env = { PATH: saved.PATH, NODE_ENV: 'production', DATA_DIR: 'memory://', PORT: '0', DTP_LOG: 'off' };
  await expect(main([])).rejects.toBeInstanceOf(OperatorError);
  expect(openPlatform).not.toHaveBeenCalled();
});

test('--reset, which drops every row, is refused in production', async () => {
  process.env = { PATH: saved.PATH, NODE_ENV: 'production', DATA_DIR: 'memory://' };
  await expect(main(['--reset'])).rejects.toMatchObject({ logLine: 'reset refused in production' });
  expect(openPlatform).not.toHaveBeenCalled();
});
