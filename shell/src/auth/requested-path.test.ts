import { rememberRequestedPath, takeRequestedPath } from './requested-path';

afterEach(() => sessionStorage.clear());

test('the requested path is restored once after login', () => {
  rememberRequestedPath('/datasheet/u-tester?navigateBack=%2Fdatasheets');
  expect(takeRequestedPath()).toBe('/datasheet/u-tester?navigateBack=%2Fdatasheets');
  expect(takeRequestedPath()).toBeNull();
});

test.each(['/#state=abc&code=1', '/login', '/'])('%s is never restored', (path) => {
  rememberRequestedPath(path);
  expect(takeRequestedPath()).toBeNull();
});
