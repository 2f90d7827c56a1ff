// The shell's start evaluates the big shared modules one at a time, each in a task of its own.
const mockSteps: string[] = [];
jest.mock('./pages/early-action', () => ({ rememberEarlyActions: () => mockSteps.push('early actions') }));
jest.mock('react-dom/client', () => {
  mockSteps.push('react-dom');
  return {};
});
jest.mock('@dtp/api-client', () => {
  mockSteps.push('api-client');
  return {};
});
jest.mock('@dtp/shared-ui', () => {
  mockSteps.push('shared-ui');
  return { designSystem: () => mockSteps.push('design system') };
});
jest.mock('./bootstrap', () => {
  mockSteps.push('app');
  return {};
});

test("react-dom, the API client, the design system's modules, its token dictionary and the app each start in a task of their own", async () => {
  jest.useFakeTimers();
  const realSetTimeout = setTimeout;
  jest.spyOn(global, 'setTimeout').mockImplementation(((callback: () => void, ms?: number) => {
    mockSteps.push('next task');
    return realSetTimeout(callback, ms);
  }) as typeof setTimeout);
  await jest.isolateModulesAsync(async () => {
    await import('./index');
  });
  for (let i = 0; i < 20 && !mockSteps.includes('app'); i++) await jest.runAllTimersAsync();
  expect(mockSteps).toEqual(['early actions', 'react-dom', 'next task', 'api-client', 'next task', 'shared-ui', 'next task', 'design system', 'next task', 'app']);
  jest.useRealTimers();
});

