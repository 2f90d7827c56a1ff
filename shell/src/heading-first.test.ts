import { headingFirst } from './heading-first';

// The app's code starts after the heading the page's first script paints from its early answer (decision 0020).
afterEach(() => {
  delete window.dtpEarlyHeading;
  jest.useRealTimers();
});

/** Whether the wait is over after `ms` of the clock. */
async function doneAfter(wait: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void wait.then(() => (done = true));
  await jest.advanceTimersByTimeAsync(ms);
  return done;
}

test('no heading expected and no sign-in under way: at once', async () => {
  jest.useFakeTimers();
  expect(await doneAfter(headingFirst(null), 0)).toBe(true);
});

test('until the heading is on screen or given up', async () => {
  jest.useFakeTimers();
  let settle!: () => void;
  window.dtpEarlyHeading = { settled: new Promise<void>((resolve) => (settle = resolve)), heading: null };
  const wait = headingFirst(null);
  expect(await doneAfter(wait, 500)).toBe(false);
  settle();
  expect(await doneAfter(wait, 0)).toBe(true);
});

test('a new tab: the sign-in first, then the heading its token brought', async () => {
  jest.useFakeTimers();
  let signedIn!: () => void;
  const signIn = new Promise<void>((resolve) => (signedIn = resolve));
  const wait = headingFirst(signIn);
  expect(await doneAfter(wait, 300)).toBe(false);
  // The sign-in sends the first calls: the page's first script now expects the heading.
  let settle!: () => void;
  window.dtpEarlyHeading = { settled: new Promise<void>((resolve) => (settle = resolve)), heading: null };
  signedIn();
  expect(await doneAfter(wait, 300)).toBe(false);
  settle();
  expect(await doneAfter(wait, 0)).toBe(true);
});

test('never longer than the limit: an answer that does not come holds nothing up for more than 2 s', async () => {
  jest.useFakeTimers();
  window.dtpEarlyHeading = { settled: new Promise(() => {}), heading: null };
  const wait = headingFirst(null);
  expect(await doneAfter(wait, 1999)).toBe(false);
  expect(await doneAfter(wait, 1)).toBe(true);
});
