import { API_URL, expect, test } from '../support/test';
import { DatasheetPage } from '../support/datasheet-page';
import { signIn } from '../support/sign-in';

// The screen's data travels with its code (issue 35, item 2): the route table names the data sheet's
// first calls, the shell starts them when the route is resolved, and the screen takes their answers.
test("the data sheet's calls leave before mf-tester's screen chunk has arrived, and each only once", async ({ page }) => {
  const events: string[] = [];
  const isApi = (url: string) => url === `${API_URL}/datasheet` || url === `${API_URL}/datasheet/playables`;
  const isScreenChunk = (url: string) => /:3001\/.*__federation_expose_DatasheetPage\.[^/]*\.js$/.test(url);
  page.on('request', (request) => {
    if (request.method() === 'GET' && isApi(request.url())) events.push(`request ${request.url().slice(API_URL.length)}`);
  });
  page.on('requestfinished', (request) => {
    if (isScreenChunk(request.url())) events.push('screen chunk finished');
  });

  await signIn(page, 'tester', '/datasheet');
  await new DatasheetPage(page).expectLoaded(2023);

  const chunkAt = events.indexOf('screen chunk finished');
  expect(chunkAt, events.join(', ')).toBeGreaterThan(-1);
  expect(events.indexOf('request /datasheet'), events.join(', ')).toBeLessThan(chunkAt);
  expect(events.indexOf('request /datasheet/playables'), events.join(', ')).toBeLessThan(chunkAt);
  expect(events.filter((event) => event.startsWith('request ')).sort()).toEqual(['request /datasheet', 'request /datasheet/playables']);
});
