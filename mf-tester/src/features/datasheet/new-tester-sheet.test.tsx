import { setTransport, useAppStore } from '@dtp/api-client';
import { screen, waitFor } from '@testing-library/react';
import { renderDatasheet, resetAll, setDemoConfig, signInUnknownTester } from '../../../test-support';

beforeEach(resetAll);
afterEach(() => {
  setTransport(null);
  setDemoConfig();
});

/**
 * A newly registered tester in http mode: the server has no data sheet for them, so GET /datasheet
 * and GET /datasheet/playables both answer 404, in whichever order the network brings them.
 */
function serverWithoutSheet(): { paths: string[]; answerPlayables: () => void } {
  let answerPlayables = () => {};
  const playablesHeld = new Promise<void>((resolve) => (answerPlayables = resolve));
  const paths: string[] = [];
  setTransport(async ({ path }) => {
    paths.push(path);
    if (path === '/datasheet/playables') await playablesHeld;
    return { status: 404, data: { message: 'Das Datenblatt wurde nicht gefunden.' }, statusText: 'Not Found' };
  });
  return { paths, answerPlayables };
}

test("over HTTP, the availability call's 404 that arrives after the sheet's leaves the thank-you notice alone, with no error badge", async () => {
  setDemoConfig('http');
  const server = serverWithoutSheet();
  signInUnknownTester();
  renderDatasheet();
  expect(await screen.findByText('Vielen Dank für Ihre Registrierung!')).toBeInTheDocument();
  expect([...server.paths].sort()).toEqual(['/datasheet', '/datasheet/playables']);

  server.answerPlayables();
  // Both calls are done once nothing is loading any more.
  await waitFor(() => expect(useAppStore.getState().pending).toBe(0));
  expect(useAppStore.getState().apiError).toBeNull();
  expect(screen.getByText('Vielen Dank für Ihre Registrierung!')).toBeInTheDocument();
});
