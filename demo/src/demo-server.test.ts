import { demoAuthUser } from '@dtp/api-client';
import { domainRoutes } from '@dtp/domain';
import { createDemoServer } from './demo-server';

// The in-browser demo resolves the calls with the domain's one table, as the API server's Fastify routes do.
describe('the demo server resolves the domain call table', () => {
  const server = createDemoServer({ persist: false });
  const token = demoAuthUser('manager').token;

  it('is the same table the API server registers', () => {
    expect(server.router.list()).toBe(domainRoutes);
  });

  it('answers a row of it, 404 for an unknown path and 405 for another method, with the German messages', async () => {
    expect((await server.handle({ method: 'GET', path: '/wave/list', token })).status).toBe(200);
    expect(await server.handle({ method: 'GET', path: '/gibt/es/nicht', token })).toMatchObject({
      status: 404,
      data: { message: 'Unbekannter Aufruf: GET /gibt/es/nicht' },
    });
    expect(await server.handle({ method: 'GET', path: '/admin/syncTests', token })).toMatchObject({
      status: 405,
      data: { message: 'Diese Methode ist für diese Adresse nicht erlaubt.' },
    });
  });
});

// The demo's mails link to the page it runs in, never to an example domain.
test("the demo's mails link to its page's origin", async () => {
  const server = createDemoServer({ persist: false });
  const body = { recipientGroup: 'TEST_EMAIL', waveNumber: null, subject: 'Ihr Datenblatt', content: 'Bitte hier: {{datenblattlink}}', emailType: 'MISC' };
  expect((await server.handle({ method: 'POST', path: '/email/send', token: demoAuthUser('manager').token, body })).status).toBe(200);
  const mail = server.state().emails.find((e) => e.subject === 'Ihr Datenblatt');
  expect(mail?.content).toBe(`Bitte hier: ${window.location.origin}/datasheet`);
});
