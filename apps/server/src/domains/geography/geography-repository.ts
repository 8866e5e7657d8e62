import type { Queryable } from '../../db/database';

export type StateRow = { id: number; name: string; is_union_territory: boolean };
export type DistrictRow = { id: number; state_id: number; name: string };

/** Whole tables at once: about 800 rows, read once per process (see geography-service). */
export function createGeographyRepository(db: Queryable) {
  return {
    async listStates(): Promise<StateRow[]> {
      return db.query<StateRow>('SELECT id, name, is_union_territory FROM geo_states');
    },

    async listDistricts(): Promise<DistrictRow[]> {
      return db.query<DistrictRow>('SELECT id, state_id, name FROM geo_districts');
    },
  };
}
