import type { Queryable } from '../database';
import { INDIA_GEOGRAPHY } from '../../domains/geography/india-geography';

/**
 * Idempotent: adds the states and districts that are missing and leaves existing rows alone.
 * Call it inside the seed transaction (after its advisory lock).
 */
export async function seedGeography(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO geo_states (id, name, is_union_territory)
     SELECT * FROM unnest($1::int[], $2::text[], $3::boolean[])
     ON CONFLICT DO NOTHING`,
    [
      INDIA_GEOGRAPHY.map((state) => state.id),
      INDIA_GEOGRAPHY.map((state) => state.name),
      INDIA_GEOGRAPHY.map((state) => state.isUnionTerritory),
    ],
  );

  const districts = INDIA_GEOGRAPHY.flatMap((state) =>
    state.districts.map((name) => ({ stateId: state.id, name })),
  );
  // Rows already present are filtered out first so a re-run draws no serial numbers: district
  // ids of a fresh database then follow this file's order, and a district added later gets the
  // next id rather than one after a gap.
  await tx.query(
    `INSERT INTO geo_districts (state_id, name)
     SELECT wanted.state_id, wanted.name
     FROM unnest($1::int[], $2::text[]) WITH ORDINALITY AS wanted (state_id, name, position)
     WHERE NOT EXISTS (
       SELECT 1 FROM geo_districts existing
       WHERE existing.state_id = wanted.state_id AND existing.name = wanted.name
     )
     ORDER BY wanted.position
     ON CONFLICT DO NOTHING`,
    [districts.map((district) => district.stateId), districts.map((district) => district.name)],
  );
}
