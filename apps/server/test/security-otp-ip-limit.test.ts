import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openPostgres, type Database } from '../src/db/database';
import { createTestApp, type TestApp } from './support/test-app';
import { postgresLocation } from './support/postgres-location';

const LIMIT = 30;
const onPostgres = process.env.TEST_DATABASE === 'postgres';

/** `count` code requests from one address to new phones, all at once, spread over `apps`. */
async function parallelSends(apps: FastifyInstance[], ip: string, firstPhone: number, count = 60) {
  const replies = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      apps[index % apps.length]!.inject({
        method: 'GET',
        url: `/api1/sms/v1/sendCode?phone=91${firstPhone + index}`,
        remoteAddress: ip,
      }),
    ),
  );
  const sent = replies.filter((reply) => reply.json().code === 0).length;
  const limited = replies.filter((reply) => reply.statusCode === 429).length;
  return { sent, limited };
}

describe('the per-IP code limit under concurrent sends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OTP_IP_HOURLY_LIMIT: String(LIMIT) } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('60 parallel sends from one IP to new phones: exactly the limit is sent', async () => {
    const { sent, limited } = await parallelSends([t.app], '10.9.0.1', 9_870_000_000);
    expect({ sent, limited }).toEqual({ sent: LIMIT, limited: 60 - LIMIT });
    const [row] = await t.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM otp_sends WHERE ip = '10.9.0.1'",
    );
    expect(row?.count).toBe(LIMIT);
  });

  describe.runIf(onPostgres)('two server processes with their own pools on one schema', () => {
    let otherDb: Database;
    let other: FastifyInstance;
    beforeAll(async () => {
      otherDb = await openPostgres({ ...(await postgresLocation(t.db)), maxConnections: 4 });
      other = await buildApp({ config: t.config, db: otherDb, clock: t.clock, logger: false });
      await other.ready();
    });
    afterAll(async () => {
      await other.close();
      await otherDb.close();
    });

    it('60 parallel sends from one IP, alternating processes: exactly the limit is sent', async () => {
      const { sent } = await parallelSends([t.app, other], '10.9.0.2', 9_871_000_000);
      expect(sent).toBe(LIMIT);
    });

    it('one phone asking from 8 networks at once, over both processes: one code is sent', async () => {
      const phone = '919872000001';
      const replies = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          [t.app, other][index % 2]!.inject({
            method: 'GET',
            url: `/api1/sms/v1/sendCode?phone=${phone}`,
            remoteAddress: `10.9.1.${index + 1}`,
          }),
        ),
      );
      expect(replies.filter((reply) => reply.json().code === 0)).toHaveLength(1);
      expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(7);
      const [row] = await t.db.query<{ sends: number; codes: number }>(
        `SELECT (SELECT count(*)::int FROM otp_sends WHERE phone = $1) AS sends,
                (SELECT count(*)::int FROM otp_codes WHERE phone = $1) AS codes`,
        [phone],
      );
      // The refused sends gave their place back; one code was issued.
      expect(row).toEqual({ sends: 1, codes: 1 });
    });
  });
});
