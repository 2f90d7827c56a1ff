import { demoAuthUser, useAuthStore } from '@dtp/api-client';
import { createTokenRenewer } from './token-renewal';

const tester = demoAuthUser('tester');

beforeEach(() => useAuthStore.getState().signIn({ ...tester, token: 'old' }));
afterEach(() => useAuthStore.getState().signOut());

test('calls that fail together share one refresh and get the token it brings', async () => {
  const refresh = jest.fn(() => setTimeout(() => useAuthStore.getState().setToken('new'), 5));
  const renew = createTokenRenewer(refresh);
  const [a, b] = await Promise.all([renew(), renew()]);
  expect([a, b]).toEqual(['new', 'new']);
  expect(refresh).toHaveBeenCalledTimes(1);
});

test('a session that ends while renewing answers null', async () => {
  const renew = createTokenRenewer(() => useAuthStore.getState().signOut());
  await expect(renew()).resolves.toBeNull();
});

test('no token in time answers null', async () => {
  const renew = createTokenRenewer(() => {}, 10);
  await expect(renew()).resolves.toBeNull();
});
