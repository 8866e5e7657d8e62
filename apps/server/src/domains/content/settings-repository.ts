import type { Queryable } from '../../db/database';

export function createSettingsRepository(db: Queryable) {
  return {
    async get(key: string): Promise<unknown> {
      const rows = await db.query<{ value: unknown }>(
        'SELECT value FROM app_settings WHERE key = $1',
        [key],
      );
      return rows[0]?.value ?? null;
    },

    /** Operators (and tests) change a setting; it applies to every process on its next read. */
    async set(key: string, value: unknown): Promise<void> {
      await db.query(
        `INSERT INTO app_settings (key, value) VALUES ($1, $2::jsonb)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
        [key, JSON.stringify(value)],
      );
    },

    /** Writes the value only when the key is new, so operators' edits survive re-seeding. */
    async insertIfMissing(key: string, value: unknown): Promise<void> {
      await db.query(
        'INSERT INTO app_settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING',
        [key, JSON.stringify(value)],
      );
    },
  };
}
