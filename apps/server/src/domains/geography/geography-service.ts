import type { Place } from '@saral/contract/api/onboarding';
import type { Queryable } from '../../db/database';
import { notFound } from '../../shared/app-error';
import { createGeographyRepository } from './geography-repository';

type Geography = {
  states: Place[];
  stateNames: ReadonlyMap<number, string>;
  districtsByState: ReadonlyMap<number, Place[]>;
  districts: ReadonlyMap<number, { stateId: number; name: string }>;
};

// Sorted here rather than in SQL: ORDER BY follows the database's collation, which differs between
// engines (glibc locales skip spaces, putting Uttarakhand before Uttar Pradesh).
const byName = new Intl.Collator('en').compare;
const sortPlaces = (places: Place[]) => places.sort((a, b) => byName(a.name, b.name));

export function createGeographyService(db: Queryable) {
  const repository = createGeographyRepository(db);
  // States and districts change only with a release (seed data), so one read per process is
  // enough; no expiry.
  let cached: Geography | undefined;

  async function geography(): Promise<Geography> {
    if (cached) return cached;
    const [stateRows, districtRows] = await Promise.all([
      repository.listStates(),
      repository.listDistricts(),
    ]);
    const districtsByState = new Map<number, Place[]>(stateRows.map((row) => [row.id, []]));
    for (const row of districtRows) {
      districtsByState.get(row.state_id)?.push({ id: row.id, name: row.name });
    }
    for (const places of districtsByState.values()) sortPlaces(places);
    const loaded: Geography = {
      states: sortPlaces(stateRows.map((row) => ({ id: row.id, name: row.name }))),
      stateNames: new Map(stateRows.map((row) => [row.id, row.name])),
      districtsByState,
      districts: new Map(
        districtRows.map((row) => [row.id, { stateId: row.state_id, name: row.name }]),
      ),
    };
    // Tables not seeded yet (a process started before the seed ran): read again next time.
    if (stateRows.length > 0) cached = loaded;
    return loaded;
  }

  return {
    /** States and union territories, alphabetical. Copies, so callers cannot alter the cache. */
    async listStates(): Promise<Place[]> {
      return [...(await geography()).states];
    },

    /** Districts of one state, alphabetical. */
    async listDistricts(stateId: number): Promise<Place[]> {
      const districts = (await geography()).districtsByState.get(stateId);
      if (!districts) throw notFound('State');
      return [...districts];
    },

    async districtBelongsToState(districtId: number, stateId: number): Promise<boolean> {
      return (await geography()).districts.get(districtId)?.stateId === stateId;
    },

    /** Display name of a saved answer; null when the id is unknown. */
    async stateName(id: number): Promise<string | null> {
      return (await geography()).stateNames.get(id) ?? null;
    },

    async districtName(id: number): Promise<string | null> {
      return (await geography()).districts.get(id)?.name ?? null;
    },
  };
}
export type GeographyService = ReturnType<typeof createGeographyService>;
