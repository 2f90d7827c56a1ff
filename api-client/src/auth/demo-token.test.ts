import { DEMO_ACCOUNT_SUBJECTS } from '@dtp/contract/demo-accounts';
import { demoAuthUser } from './demo-accounts';
import { decodeToken } from '@dtp/contract/identity';
import { createDemoToken } from './demo-token';

describe('demo tokens', () => {
  it('are JWT-shaped with a base64url payload a server can read', () => {
    const token = createDemoToken({ sub: 'u-x', username: 'jürgen', name: 'Jürgen Größ', email: 'j@example.de', roles: ['dtp-tester', 'offline_access'] });
    const [header, payload, signature] = token.split('.');
    expect(header && payload && signature).toBeTruthy();
    expect(token).not.toMatch(/[+/=]/);
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    expect(claims).toMatchObject({ sub: 'u-x', preferred_username: 'jürgen', realm_access: { roles: ['dtp-tester', 'offline_access'] } });
    expect(decodeToken(token)).toEqual({ sub: 'u-x', username: 'jürgen', name: 'Jürgen Größ', email: 'j@example.de', roles: ['dtp-tester'], emailVerified: true, givenName: '', familyName: '', issuer: '' });
  });

  it('decodes nothing from garbage', () => {
    expect(decodeToken(null)).toBeNull();
    expect(decodeToken('abc')).toBeNull();
    expect(decodeToken('a.%%%.c')).toBeNull();
  });

  it('mints the demo accounts with the identity subjects', () => {
    expect(demoAuthUser('tester')).toMatchObject({ userId: DEMO_ACCOUNT_SUBJECTS.tester, fullName: 'Max Mustermann', email: 'max.mustermann@example.de', roles: ['dtp-tester'] });
    expect(decodeToken(demoAuthUser('admin').token)?.roles).toEqual(['dtp-admin']);
  });
});
