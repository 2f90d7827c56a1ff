import { Roles, useAuthStore, type Role } from '@dtp/api-client';
import { routeFirstCalls } from './route-first-calls';

// What the page's inline script gets for whatever address it opens at (a mail's link): every route's first calls with
// the route's parameters in their places, for the routes the person may open (the route table: every remote's rows).
const signIn = (roles: Role[]) => useAuthStore.getState().signIn({ userId: 'u-x', username: 'x', fullName: 'X', email: 'x@example.de', roles, token: 't-1' });
const byPath = () => Object.fromEntries(routeFirstCalls().map(({ path, ...rest }) => [path, rest]));

test('a tester: the own sheet, the tests, a test and its questionnaire (ids as numbers only), with the layout’s settings', () => {
  signIn([Roles.tester]);
  const routes = byPath();
  expect(routes['/datasheet']).toEqual({ calls: ['/settings', '/datasheet', '/datasheet/playables'] });
  expect(routes['/tests/test/:testId']).toEqual({ calls: ['/settings', '/test/:testId'], digits: ['testId'] });
  expect(routes['/tests/test/:testId/questionnaire']).toEqual({ calls: ['/settings', '/questionnaire/:testId'], digits: ['testId'] });
  expect(routes['/travels/travel/:travelId']?.calls).toEqual(['/settings', '/travel/:travelId', '/travel/attachments/:travelId']);
  // Never a route of the back office.
  expect(routes['/dashboard']).toBeUndefined();
  expect(routes['/datasheet/:userId']).toBeUndefined();
});

test('in the order the inline script tries them: routes with fewer parameters first', () => {
  signIn([Roles.manager]);
  const counts = routeFirstCalls().map(({ path }) => path.split(':').length - 1);
  expect(counts).toEqual([...counts].sort((a, b) => a - b));
  // Any text is an id of a sheet (an identity service's subject): no 'digits'.
  expect(byPath()['/datasheet/:userId']).toEqual({ calls: ['/settings', '/datasheet/:userId', '/datasheet/playables/:userId'] });
});

test('signed out: none', () => {
  useAuthStore.getState().signOut();
  expect(routeFirstCalls()).toEqual([]);
});
