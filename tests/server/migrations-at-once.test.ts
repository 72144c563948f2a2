import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/database';
import { createPostgresTestDatabase } from './harness';

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'three processes starting at once on an empty PostgreSQL',
  () => {
    it('migrate it once: one migrates, the others wait and then find it done', async () => {
      const { url, drop } = await createPostgresTestDatabase();
      try {
        const opened = await Promise.allSettled([openPostgres(url), openPostgres(url), openPostgres(url)]);
        const failures = opened.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
        expect(failures).toEqual([]);
        const [first] = opened.map(
          (o) => (o as PromiseFulfilledResult<Awaited<ReturnType<typeof openPostgres>>>).value,
        );
        const applied = (await first!.db.execute(
          'select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations',
        )) as unknown as { rows: { n: number; distinct_n: number }[] };
        expect(applied.rows[0]!.n).toBe(applied.rows[0]!.distinct_n);
        expect(applied.rows[0]!.n).toBeGreaterThan(0);
        for (const o of opened) if (o.status === 'fulfilled') await o.value.close();
      } finally {
        await drop();
      }
    }, 120_000);
  },
);
