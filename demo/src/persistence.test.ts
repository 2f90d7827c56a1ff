import { demoAuthUser, setDemoTransportLoader, setTransport, settingsApi, testsApi, useAuthStore, useConfigStore } from '@dtp/api-client';
import { testConfig } from '@dtp/api-client/test-support';
import { resetDemoData, DEMO_STATE_KEY } from './demo-control';
import { loadDemoTransport } from './loader';

/** Demo mode as the product runs it: config source 'demo', the shell's loader handed to the client, transport loaded lazily, state in sessionStorage. */
describe('demo mode persistence', () => {
  beforeEach(() => {
    sessionStorage.clear();
    setTransport(null);
    setDemoTransportLoader(loadDemoTransport);
    useConfigStore.getState().setConfig(testConfig('demo'));
    useAuthStore.getState().signIn(demoAuthUser('tester'));
  });

  const assignedTest = async () => (await testsApi.list()).tests.find((t) => t.progress === 'ASSIGNED' || t.progress === 'TEE_TIME');

  it('answers through the lazily loaded demo transport', async () => {
    await expect(settingsApi.load()).resolves.toEqual({ showTesterFeedback: true });
    expect(sessionStorage.getItem(DEMO_STATE_KEY)).toContain('"seasonYear":2023');
  });

  it('keeps saved data across a reload (a new transport reading sessionStorage)', async () => {
    const test = await assignedTest();
    await testsApi.save({ id: test?.id ?? -1, date: '2023-06-15', teeTime: '11:20', noStartingTimes: false });
    resetTransportOnly();
    await expect(testsApi.load(test?.id ?? -1)).resolves.toMatchObject({ teeTime: '11:20', progress: 'TEE_TIME' });
  });

  it('starts from the seed again after resetDemoData', async () => {
    const test = await assignedTest();
    await testsApi.save({ id: test?.id ?? -1, date: '2023-06-15', teeTime: '11:20', noStartingTimes: false });
    resetDemoData();
    expect(sessionStorage.getItem(DEMO_STATE_KEY)).toBeNull();
    await expect(testsApi.load(test?.id ?? -1)).resolves.toMatchObject({ teeTime: null, progress: 'ASSIGNED' });
  });

  it('ignores a corrupt stored state', async () => {
    sessionStorage.setItem(DEMO_STATE_KEY, '{not json');
    await expect(settingsApi.load()).resolves.toEqual({ showTesterFeedback: true });
  });
});

/** Like a page reload: the module state stays, the transport (and its in-memory server) is rebuilt. */
function resetTransportOnly(): void {
  setTransport(null);
}
