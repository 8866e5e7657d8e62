import type { FastifyInstance } from 'fastify';

/** Basic information that passes every rule, without the place (see placeIn). */
export const VALID_BASE_INFO = {
  realName: 'Ramesh Kumar Sharma',
  gender: '1',
  dateOfBirth: '14-08-1986',
  email: 'ramesh@example.com',
  education: '5',
  maritalStatus: '2',
  address: '42 Gandhi Nagar, Jaipur',
  pinCode: '302015',
};

/** The liveState and liveDistrict answers for the first district of a seeded state. */
export async function placeIn(
  app: FastifyInstance,
  token: string,
  stateName: string,
): Promise<{ liveState: string; liveDistrict: string }> {
  const list = async (url: string) =>
    (await app.inject({ method: 'GET', url, headers: { token } })).json().data as {
      id: number;
      name: string;
    }[];
  const state = (await list('/api1/map-state/v1/list')).find((item) => item.name === stateName);
  if (!state) throw new Error(`state ${stateName} not seeded`);
  const [district] = await list(`/api1/map-state/v1/district/${state.id}`);
  if (!district) throw new Error(`no district in ${stateName}`);
  return { liveState: String(state.id), liveDistrict: String(district.id) };
}
