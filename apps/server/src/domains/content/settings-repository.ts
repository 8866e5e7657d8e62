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

    /**
     * Operators (and tests) change a setting; it applies to every process on its next read. Each
     * change counts the revision up, so an editor holding an older one is refused.
     */
    async set(key: string, value: unknown): Promise<void> {
      await db.query(
        `INSERT INTO app_settings (key, value) VALUES ($1, $2::jsonb)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value,
           revision = app_settings.revision + 1, updated_at = now()`,
        [key, JSON.stringify(value)],
      );
    },

    /** The setting's revision (0 while it was never written); `lock` holds it until commit. */
    async revision(key: string, lock = false): Promise<number> {
      const rows = await db.query<{ revision: number }>(
        `SELECT revision FROM app_settings WHERE key = $1 ${lock ? 'FOR UPDATE' : ''}`,
        [key],
      );
      return Number(rows[0]?.revision ?? 0);
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
