import { DemoAccountClaims, setTransport, useAuthStore, type ApiRequest, type ApiResponse } from '@dtp/api-client';
import { testingsApi, testingsCalls } from '@dtp/api-client/back-office';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupDemo } from '@dtp/domain/test-support';
import { useCall } from './use-call';

// The read cache as screens use it, on the real client against the in-memory demo server.
const TESTING = 1117; // Magdeburg: unassigned, with testers available

function countingGets() {
  const demo = setupDemo('manager');
  const gets = (path: string): number => demo.log.filter((e) => e.request.method === 'GET' && e.request.path === path).length;
  return { demo, gets };
}

test('views of the same read share one answer and one request', async () => {
  const { gets } = countingGets();
  const first = renderHook(() => useCall(testingsCalls.load, [TESTING]));
  const second = renderHook(() => useCall(testingsCalls.load, [TESTING]));
  await waitFor(() => expect(first.result.current.data?.id).toBe(TESTING));
  await waitFor(() => expect(second.result.current.data).toBe(first.result.current.data));
  expect(gets(`/testing/${TESTING}`)).toBe(1);
});

test('a change loads what its row invalidates again, the answer staying on screen meanwhile', async () => {
  const { gets } = countingGets();
  const testing = renderHook(() => useCall(testingsCalls.load, [TESTING]));
  const testers = renderHook(() => useCall(testingsCalls.availableTesters, [TESTING]));
  await waitFor(() => expect(testers.result.current.data).toBeDefined());
  const before = testing.result.current.data;
  const tester = testers.result.current.data?.[0];
  expect(tester).toBeDefined();
  let refreshingSeen = false;
  await act(async () => {
    const pending = testingsApi.assign({ testingId: TESTING, userId: tester?.id ?? null });
    await pending;
    refreshingSeen = testing.result.current.refreshing === true && testing.result.current.data === before;
  });
  expect(refreshingSeen).toBe(true);
  await waitFor(() => expect(testing.result.current.data?.assignedTesterId).toBe(tester?.id));
  expect(gets(`/testing/${TESTING}`)).toBe(2);
  expect(gets(`/testing/availableTesters/${TESTING}`)).toBe(2);
});

test('a read nobody shows is dropped: the next view loads afresh', async () => {
  const { gets } = countingGets();
  const first = renderHook(() => useCall(testingsCalls.load, [TESTING]));
  await waitFor(() => expect(first.result.current.data).toBeDefined());
  first.unmount();
  await Promise.resolve();
  const later = renderHook(() => useCall(testingsCalls.load, [TESTING]));
  expect(later.result.current.loading).toBe(true);
  await waitFor(() => expect(later.result.current.data).toBeDefined());
  expect(gets(`/testing/${TESTING}`)).toBe(2);
});

test("setData is every view's answer; reload loads afresh", async () => {
  countingGets();
  const one = renderHook(() => useCall(testingsCalls.load, [TESTING]));
  const two = renderHook(() => useCall(testingsCalls.load, [TESTING]));
  await waitFor(() => expect(one.result.current.data).toBeDefined());
  const saved = { ...one.result.current.data!, date: '2023-07-01' };
  act(() => one.result.current.setData(saved));
  expect(two.result.current.data).toBe(saved);
  act(() => two.result.current.reload());
  expect(one.result.current.loading).toBe(true);
  expect(one.result.current.data).toBeUndefined();
  await waitFor(() => expect(one.result.current.data?.date).not.toBe('2023-07-01'));
});

test('another person never sees the previous one’s answer: what is shown loads afresh for them', async () => {
  const { demo, gets } = countingGets();
  const shown = renderHook(() => useCall(testingsCalls.load, [TESTING]));
  await waitFor(() => expect(shown.result.current.data?.id).toBe(TESTING));
  act(() => demo.signInAs('tester'));
  expect(shown.result.current.data).toBeUndefined();
  // A tester may not read a testing: the view shown meanwhile settles as failed, never stuck loading.
  await waitFor(() => expect(shown.result.current.failed).toBe(true));
  expect(gets(`/testing/${TESTING}`)).toBe(2);
  expect(useAuthStore.getState().user?.userId).toBe(DemoAccountClaims.tester.sub);
});

test('no row: idle, nothing sent', () => {
  const sent: ApiRequest[] = [];
  setTransport(async (request): Promise<ApiResponse> => {
    sent.push(request);
    return { status: 200, data: null, statusText: 'OK' };
  });
  const { result } = renderHook(() => useCall(null, [] as never));
  expect(result.current).toMatchObject({ data: undefined, loading: false, failed: false });
  expect(sent).toEqual([]);
});

test('a failed read is a state: failed, with the error', async () => {
  countingGets();
  const { result } = renderHook(() => useCall(testingsCalls.load, [999_999]));
  await waitFor(() => expect(result.current.failed).toBe(true));
  expect(result.current.error).toMatchObject({ status: 404 });
});
