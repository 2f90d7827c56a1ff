import { createManualClock } from '@dtp/domain';
import { sql } from 'kysely';
import { adminIdentity } from '../test/seed-identities';
import { openPlatform } from './platform';

// Production's empty database (DEMO_SEED off): no demo season, none of the demo accounts' people; the platform
// answers on it.

test('an empty database without the demo seed starts with no season and no rows; the first admin creates the first season', async () => {
  // 00:30 on New Year's Day in Berlin: the new year's season.
  const clock = createManualClock(Date.parse('2026-12-31T23:30:00Z'));
  const platform = await openPlatform({ databaseUrl: null, dataDir: 'memory://', clock, demoSeed: false });
  try {
    expect(platform.seeded).toBe(true);
    const { rows: meta } = await sql<{ year: number }>`select (data->>'seasonYear')::int as year from meta`.execute(platform.database.db);
    expect(meta).toEqual([{ year: 2027 }]);
    for (const table of ['users', 'clubs', 'waves', 'testings', 'emails']) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(platform.database.db);
      expect({ table, rows: rows[0]?.n }).toEqual({ table, rows: 0 });
    }
    expect(await platform.domain.handleAs(adminIdentity, { method: 'GET', path: '/admin', token: null })).toMatchObject({
      status: 200,
      data: { platformName: 'Digitale Test-Plattform' },
    });
    expect(await platform.domain.handleAs(adminIdentity, { method: 'GET', path: '/wave/list', token: null })).toMatchObject({ status: 200, data: [] });
    expect(await platform.domain.handleAs(adminIdentity, { method: 'GET', path: '/season/list', token: null })).toMatchObject({ status: 200, data: { currentYear: null, seasons: [] } });

    // The first season, on the embedded database: its waves in date order, current at once.
    const body = { year: '2027', waves: [{ start: '2027-06-08', end: '2027-06-25' }, { start: '2027-04-27', end: '2027-05-14' }], clubIds: [] };
    expect(await platform.domain.handleAs(adminIdentity, { method: 'POST', path: '/season', token: null, body })).toMatchObject({ status: 200, data: { year: 2027, state: 'CURRENT' } });
    const waves = await platform.domain.handleAs(adminIdentity, { method: 'GET', path: '/wave/list', token: null });
    expect((waves.data as { number: number; start: string }[]).map((w) => [w.number, w.start])).toEqual([
      [1, '2027-04-27'],
      [2, '2027-06-08'],
    ]);
  } finally {
    await platform.close();
  }
});
