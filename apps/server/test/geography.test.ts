import { Calls } from '@saral/contract/calls';
import { API_BASE_PATH } from '@saral/contract/constants';
import { ErrorCode } from '@saral/contract/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { INDIA_GEOGRAPHY } from '../src/domains/geography/india-geography';
import { seedGeography } from '../src/db/seed/seed-geography';
import {
  createGeographyService,
  type GeographyService,
} from '../src/domains/geography/geography-service';
import { AppError } from '../src/shared/app-error';
import { expectEnvelope } from './support/assertions';
import { createTestApp, createTestDatabase, signIn, type TestApp } from './support/test-app';

const TOTAL_DISTRICTS = 779;
const UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
];
const DISTRICT_COUNTS: [string, number][] = [
  ['Uttar Pradesh', 75],
  ['Madhya Pradesh', 55],
  ['Rajasthan', 41],
  ['Bihar', 38],
  ['Tamil Nadu', 38],
  ['Maharashtra', 36],
  ['Assam', 35],
  ['Chhattisgarh', 33],
  ['Gujarat', 33],
  ['Telangana', 33],
  ['Karnataka', 31],
  ['Odisha', 30],
  ['Andhra Pradesh', 26],
  ['Jharkhand', 24],
  ['West Bengal', 23],
  ['Punjab', 23],
  ['Haryana', 22],
  ['Kerala', 14],
  ['Delhi', 11],
];

const isSorted = (names: string[]) =>
  names.every((name, index) => index === 0 || names[index - 1]!.localeCompare(name, 'en') < 0);

async function expectNotFound(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code: ErrorCode.notFound, httpStatus: 404 });
  expect((error as AppError).message).toBe('State not found');
}

describe('seed data', () => {
  it('has 28 states and 8 union territories with ids 1..36 in alphabetical order', () => {
    expect(INDIA_GEOGRAPHY.filter((state) => !state.isUnionTerritory)).toHaveLength(28);
    expect(
      INDIA_GEOGRAPHY.filter((state) => state.isUnionTerritory).map((state) => state.name),
    ).toEqual(UNION_TERRITORIES);
    expect(INDIA_GEOGRAPHY.map((state) => state.id)).toEqual(
      Array.from({ length: 36 }, (_, index) => index + 1),
    );
    expect(isSorted(INDIA_GEOGRAPHY.map((state) => state.name))).toBe(true);
  });

  it('names each state once and each district once within its state', () => {
    expect(new Set(INDIA_GEOGRAPHY.map((state) => state.name)).size).toBe(36);
    for (const state of INDIA_GEOGRAPHY) {
      expect(new Set(state.districts).size, state.name).toBe(state.districts.length);
      expect(state.districts.length, state.name).toBeGreaterThan(0);
      for (const name of state.districts) expect(name, state.name).toBe(name.trim());
    }
    const total = INDIA_GEOGRAPHY.reduce((sum, state) => sum + state.districts.length, 0);
    expect(total).toBe(TOTAL_DISTRICTS);
  });
});

describe('geography service', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let service: GeographyService;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
    await migrate(db);
    await seedGeography(db);
    service = createGeographyService(db);
  });
  afterAll(async () => {
    await drop();
  });

  async function stateId(name: string): Promise<number> {
    const state = (await service.listStates()).find((place) => place.name === name);
    if (!state) throw new Error(`no state ${name}`);
    return state.id;
  }
  async function districtId(stateName: string, name: string): Promise<number> {
    const districts = await service.listDistricts(await stateId(stateName));
    const district = districts.find((place) => place.name === name);
    if (!district) throw new Error(`no district ${name} in ${stateName}`);
    return district.id;
  }

  it('lists the 36 states and union territories alphabetically, each once', async () => {
    const states = await service.listStates();
    expect(states).toHaveLength(36);
    const names = states.map((state) => state.name);
    expect(new Set(names).size).toBe(36);
    expect(isSorted(names)).toBe(true);
    expect(states[0]).toEqual({ id: 1, name: 'Andaman and Nicobar Islands' });
    expect(states.at(-1)).toEqual({ id: 36, name: 'West Bengal' });
    // Database collations disagree on this pair; the service sorts the same way on every engine.
    expect(names.indexOf('Uttar Pradesh')).toBeLessThan(names.indexOf('Uttarakhand'));
    expect(names).toEqual(expect.arrayContaining(['Ladakh', 'Jammu and Kashmir', 'Telangana']));
    expect(names).not.toContain('Daman and Diu');
  });

  it('flags exactly the 8 union territories', async () => {
    const rows = await db.query<{ name: string }>(
      'SELECT name FROM geo_states WHERE is_union_territory ORDER BY id',
    );
    expect(rows.map((row) => row.name)).toEqual(UNION_TERRITORIES);
  });

  it.each(DISTRICT_COUNTS)('%s has %i districts', async (name, count) => {
    const districts = await service.listDistricts(await stateId(name));
    expect(districts).toHaveLength(count);
    expect(new Set(districts.map((district) => district.name)).size).toBe(count);
  });

  it('gives every state at least one district, alphabetically, 779 in all', async () => {
    let total = 0;
    for (const state of await service.listStates()) {
      const names = (await service.listDistricts(state.id)).map((district) => district.name);
      expect(names.length, state.name).toBeGreaterThan(0);
      expect(isSorted(names), state.name).toBe(true);
      total += names.length;
    }
    expect(total).toBe(TOTAL_DISTRICTS);
  });

  it('uses current district names', async () => {
    const up = (await service.listDistricts(await stateId('Uttar Pradesh'))).map((d) => d.name);
    expect(up).toEqual(expect.arrayContaining(['Prayagraj', 'Ayodhya', 'Lucknow']));
    expect(up).not.toContain('Allahabad');
    const karnataka = (await service.listDistricts(await stateId('Karnataka'))).map((d) => d.name);
    expect(karnataka).toEqual(expect.arrayContaining(['Bengaluru Urban', 'Bengaluru Rural']));
    const delhi = (await service.listDistricts(await stateId('Delhi'))).map((d) => d.name);
    expect(delhi).toContain('New Delhi');
  });

  it.each([[0], [37], [999_999]])('fails with notFound for an unknown state (%i)', async (id) => {
    await expectNotFound(service.listDistricts(id));
  });

  it('tells whether a district belongs to a state', async () => {
    const prayagraj = await districtId('Uttar Pradesh', 'Prayagraj');
    const up = await stateId('Uttar Pradesh');
    const bihar = await stateId('Bihar');
    expect(await service.districtBelongsToState(prayagraj, up)).toBe(true);
    expect(await service.districtBelongsToState(prayagraj, bihar)).toBe(false);
    expect(await service.districtBelongsToState(999_999, up)).toBe(false);
    expect(await service.districtBelongsToState(prayagraj, 999_999)).toBe(false);
    // Same name in two states: each id belongs to its own state only.
    const bilaspurHp = await districtId('Himachal Pradesh', 'Bilaspur');
    const chhattisgarh = await stateId('Chhattisgarh');
    expect(await service.districtBelongsToState(bilaspurHp, chhattisgarh)).toBe(false);
  });

  it('names a state or district for display, null when the id is unknown', async () => {
    expect(await service.stateName(await stateId('Kerala'))).toBe('Kerala');
    expect(await service.districtName(await districtId('Kerala', 'Wayanad'))).toBe('Wayanad');
    expect(await service.stateName(999)).toBeNull();
    expect(await service.districtName(999_999)).toBeNull();
  });

  it('reads the tables once per process', async () => {
    let queries = 0;
    const counting: Queryable = {
      query: (sql, params) => {
        queries += 1;
        return db.query(sql, params);
      },
    };
    const fresh = createGeographyService(counting);
    await fresh.listStates();
    await fresh.listDistricts(1);
    await fresh.districtBelongsToState(1, 1);
    await fresh.stateName(1);
    await fresh.districtName(1);
    await expectNotFound(fresh.listDistricts(999));
    expect(queries).toBe(2);
  });

  it('hands out copies, so a caller cannot change what others see', async () => {
    const first = await service.listStates();
    first.pop();
    expect(await service.listStates()).toHaveLength(36);
  });
});

describe('seeding', () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
    await migrate(db);
  });
  afterAll(async () => {
    await drop();
  });

  const snapshot = async () => ({
    states: await db.query('SELECT id, name, is_union_territory FROM geo_states ORDER BY id'),
    districts: await db.query('SELECT id, state_id, name FROM geo_districts ORDER BY id'),
  });

  it('does not cache an empty read from before the seed ran', async () => {
    const service = createGeographyService(db);
    expect(await service.listStates()).toEqual([]);
    await seedGeography(db);
    expect(await service.listStates()).toHaveLength(36);
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    expect(before.states).toHaveLength(36);
    expect(before.districts).toHaveLength(TOTAL_DISTRICTS);
    await db.transaction((tx) => seedGeography(tx));
    await seedGeography(db);
    expect(await snapshot()).toEqual(before);
  });

  it('draws no district ids on a re-run, so the next new district gets the next id', async () => {
    const maxId = async () =>
      (await db.query<{ max: number }>('SELECT max(id)::int AS max FROM geo_districts'))[0]?.max;
    const before = await maxId();
    await seedGeography(db);
    await seedGeography(db);
    const [added] = await db.query<{ id: number }>(
      "INSERT INTO geo_districts (state_id, name) VALUES (10, 'Test District') RETURNING id",
    );
    expect(added?.id).toBe((before ?? 0) + 1);
  });
});

describe('routes', () => {
  const statesUrl = `${API_BASE_PATH}${Calls.states.path}`;
  const districtsUrl = (stateId: string | number) =>
    `${API_BASE_PATH}${Calls.districts.path}/${stateId}`;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await signIn(t.app, '919844400001', '10.0.9.1');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = { token }) =>
    t.app.inject({ method: 'GET', url, headers });

  it('lists the states as {id, name}', async () => {
    const response = await get(statesUrl);
    expect(response.statusCode).toBe(200);
    const data = expectEnvelope(response).data as { id: number; name: string }[];
    expect(data).toHaveLength(36);
    expect(data[0]).toEqual({ id: 1, name: 'Andaman and Nicobar Islands' });
    for (const state of data) expect(Object.keys(state).sort()).toEqual(['id', 'name']);
  });

  it('lists the districts of a state', async () => {
    const response = await get(districtsUrl(34));
    expect(response.statusCode).toBe(200);
    const data = expectEnvelope(response).data as { id: number; name: string }[];
    expect(data).toHaveLength(75);
    expect(data.map((district) => district.name)).toContain('Prayagraj');
  });

  it('an unknown state is a 404 with code -5', async () => {
    const response = await get(districtsUrl(999));
    expect(response.statusCode).toBe(404);
    expect(expectEnvelope(response)).toMatchObject({
      code: ErrorCode.notFound,
      msg: 'State not found',
    });
  });

  it.each([['abc'], ['0'], ['-1'], ['1.5']])('a malformed state id (%s) is a 400', async (id) => {
    const response = await get(districtsUrl(id));
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response).code).toBe(ErrorCode.failed);
  });

  it.each([[statesUrl], [districtsUrl(1)]])('%s needs a session', async (url) => {
    const response = await get(url, {});
    expect(response.statusCode).toBe(401);
    expect(expectEnvelope(response).code).toBe(ErrorCode.sessionInvalid);
  });
});
