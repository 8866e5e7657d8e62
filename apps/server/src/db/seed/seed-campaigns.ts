import type { CampaignUpsert } from '@saral/contract/api/campaign';
import type { Queryable } from '../database';
import { createCampaignRepository } from '../../domains/campaigns/campaign-repository';

/**
 * A demonstration iOS-only campaign, so /login?campaign=ios-launch shows the audience rules.
 * Its h5 site is on a reserved example domain; never created in production, where admins add
 * real campaigns through PUT /ops/v1/campaigns/{code}.
 */
export const DEMO_IOS_CAMPAIGN: { code: string } & CampaignUpsert = {
  code: 'ios-launch',
  iosOnly: true,
  iosH5Url: 'https://h5.example.com/saral/ios-launch',
  active: true,
};

/** Idempotent: adds the demo campaign when missing; an operator's edits of it stay. */
export async function seedCampaigns(tx: Queryable, options: { demo: boolean }): Promise<void> {
  if (!options.demo) return;
  const { code, ...settings } = DEMO_IOS_CAMPAIGN;
  await createCampaignRepository(tx).insertIfMissing(code, settings);
}
