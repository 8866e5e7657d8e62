import {
  RISK_APPLICATIONS_PER_DAY,
  RiskSignal,
  type RiskSignalValue,
} from '@saral/contract/api/risk';
import type { Queryable } from '../../db/database';
import { applicationsFrom, orderOrigin } from '../orders/order-origin';

/** India's extent (lat 6.5–37.5 N, lon 68–97.5 E): a report outside it is not in India. */
const INDIA_BOUNDS = { minLat: 6.5, maxLat: 37.5, minLon: 68, maxLon: 97.5 };
const DAY_MS = 24 * 60 * 60 * 1000;

export type DetectedSignal = { signal: RiskSignalValue; matches: Record<string, unknown> };

const otherUsers = async (q: Queryable, sql: string, params: unknown[]) =>
  (await q.query<{ user_id: number }>(sql, params as never[])).map((row) => Number(row.user_id));

/**
 * Every signal the order shows, from what the server already holds: identifiers other borrowers
 * share (PAN, bank account, device, contact numbers), bursts of applications from one device or
 * address, and the borrower's last location. Signals not shown are left out.
 */
export async function detectSignals(q: Queryable, orderId: number): Promise<DetectedSignal[]> {
  const order = await orderOrigin(q, orderId);
  if (!order) return [];
  const userId = Number(order.user_id);
  const found: DetectedSignal[] = [];
  const shared = (signal: RiskSignalValue, users: number[]) => {
    if (users.length > 0) found.push({ signal, matches: { otherBorrowers: users } });
  };

  shared(
    RiskSignal.sharedPan,
    await otherUsers(
      q,
      `SELECT DISTINCT other.user_id FROM user_identity mine
       JOIN user_identity other ON other.pan_no = mine.pan_no AND other.user_id <> mine.user_id
       WHERE mine.user_id = $1 AND mine.pan_no IS NOT NULL ORDER BY 1 LIMIT 20`,
      [userId],
    ),
  );
  shared(
    RiskSignal.sharedBankAccount,
    await otherUsers(
      q,
      `SELECT DISTINCT other.user_id FROM bank_cards mine
       JOIN bank_cards other ON other.account_lookup = mine.account_lookup
         AND other.user_id <> mine.user_id
       WHERE mine.user_id = $1 ORDER BY 1 LIMIT 20`,
      [userId],
    ),
  );
  // A browser (web_uuid of the tracked events) or an app device (the session's deviceId).
  shared(
    RiskSignal.sharedDevice,
    await otherUsers(
      q,
      `SELECT DISTINCT user_id FROM (
         SELECT other.user_id FROM tracking_events mine
         JOIN tracking_events other ON other.web_uuid = mine.web_uuid
           AND other.user_id IS NOT NULL AND other.user_id <> mine.user_id
         WHERE mine.user_id = $1 AND mine.web_uuid IS NOT NULL
         UNION
         SELECT other.user_id FROM sessions mine
         JOIN sessions other ON other.device_id = mine.device_id AND other.user_id <> mine.user_id
         WHERE mine.user_id = $1 AND mine.device_id IS NOT NULL
       ) shared ORDER BY 1 LIMIT 20`,
      [userId],
    ),
  );
  shared(
    RiskSignal.sharedContacts,
    await otherUsers(
      q,
      `WITH mine AS (
         SELECT unnest(ARRAY[one_mobile, two_mobile, third_mobile]) AS mobile
         FROM user_contacts WHERE user_id = $1
       )
       SELECT DISTINCT other.user_id FROM user_contacts other, mine
       WHERE other.user_id <> $1
         AND mine.mobile IN (other.one_mobile, other.two_mobile, other.third_mobile)
       ORDER BY 1 LIMIT 20`,
      [userId],
    ),
  );

  const since = new Date(new Date(order.created_at).getTime() - DAY_MS);
  const burst = async (signal: RiskSignalValue, origin: { ip: string } | { device: string }) => {
    const count = await applicationsFrom(q, origin, since, order.id);
    if (count > RISK_APPLICATIONS_PER_DAY) {
      found.push({ signal, matches: { applications24h: count } });
    }
  };
  if (order.apply_ip) await burst(RiskSignal.ipVelocity, { ip: order.apply_ip });
  if (order.apply_device) await burst(RiskSignal.deviceVelocity, { device: order.apply_device });

  const [location] = await q.query<{ payload: { latitude: number; longitude: number } }>(
    `SELECT payload FROM device_reports WHERE user_id = $1 AND kind = 'gps'
     ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  if (location) {
    const { latitude, longitude } = location.payload;
    const inside =
      latitude >= INDIA_BOUNDS.minLat &&
      latitude <= INDIA_BOUNDS.maxLat &&
      longitude >= INDIA_BOUNDS.minLon &&
      longitude <= INDIA_BOUNDS.maxLon;
    if (!inside)
      found.push({ signal: RiskSignal.locationOutsideIndia, matches: { latitude, longitude } });
  }
  return found;
}
