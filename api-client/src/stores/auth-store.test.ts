import { DEMO_ACCOUNT_SUBJECTS } from '@dtp/contract/demo-accounts';
import { demoAuthUser } from '../auth/demo-accounts';
import { useAuthStore } from './auth-store';

afterEach(() => useAuthStore.getState().signOut());

test('a renewed token of the same person changes only the token: roles and names keep their identity', () => {
  const before = demoAuthUser('tester');
  useAuthStore.getState().signIn(before);
  const shown = useAuthStore.getState().user;
  useAuthStore.getState().signIn({ ...before, roles: [...before.roles], token: 'renewed' });
  const after = useAuthStore.getState().user;
  expect(after?.token).toBe('renewed');
  expect(after?.roles).toBe(shown?.roles);
});

test('the same token again changes nothing, so nothing that selects the user renders anew', () => {
  const listener = jest.fn();
  useAuthStore.getState().signIn(demoAuthUser('tester'));
  const unsubscribe = useAuthStore.subscribe(listener);
  useAuthStore.getState().signIn({ ...useAuthStore.getState().user! });
  unsubscribe();
  expect(listener).not.toHaveBeenCalled();
});

test('another person, or other roles, replace the user', () => {
  useAuthStore.getState().signIn(demoAuthUser('tester'));
  useAuthStore.getState().signIn(demoAuthUser('manager'));
  expect(useAuthStore.getState().user?.userId).toBe(DEMO_ACCOUNT_SUBJECTS.manager);
  const manager = useAuthStore.getState().user!;
  useAuthStore.getState().signIn({ ...manager, roles: ['dtp-admin'] });
  expect(useAuthStore.getState().user?.roles).toEqual(['dtp-admin']);
});
