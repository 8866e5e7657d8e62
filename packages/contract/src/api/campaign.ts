import { z } from 'zod';
import { CAMPAIGN_CODE_PATTERN, CAMPAIGN_CODE_RULE } from '../campaign-code';

/**
 * Campaigns: the audience a landing link belongs to. An iOS-only campaign shows non-iOS visitors
 * the /alert notice; on iOS, Apply goes to the campaign's own h5 site.
 */

export const campaignCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(CAMPAIGN_CODE_PATTERN, CAMPAIGN_CODE_RULE);

/** GET /client/v1/campaign?code= (public). */
export const campaignQuerySchema = z.object({ code: campaignCodeSchema });

/** An unknown or inactive code answers iosOnly false and no h5 site: everyone is welcome. */
export const publicCampaignSchema = z.object({
  code: z.string(),
  iosOnly: z.boolean(),
  /** Where Apply on iOS leads for this campaign; null: the app's default. */
  iosH5Url: z.string().nullable(),
});
export type PublicCampaign = z.infer<typeof publicCampaignSchema>;

/* The operator API (/ops/v1/campaigns, admin) ------------------------------------------------- */

export const campaignCodeParamsSchema = z.object({ code: campaignCodeSchema });

export const campaignUpsertBodySchema = z.object({
  iosOnly: z.boolean(),
  /** An https address, or null for the app's default h5 site. */
  iosH5Url: z
    .url({ protocol: /^https$/, message: 'iosH5Url must be an https:// address' })
    .max(2000)
    .nullable(),
  active: z.boolean(),
});
export type CampaignUpsert = z.infer<typeof campaignUpsertBodySchema>;

export const campaignSchema = campaignUpsertBodySchema.extend({
  code: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The operator who last changed it; null for seeded rows. */
  updatedBy: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignListResponseSchema = z.array(campaignSchema);

/* iOS Apply (spec section 2: Apply on iOS goes to an external h5 site) ----------------------- */

/** The operator's setting: where Apply sends iOS visitors; null keeps them here (the default). */
export const iosApplySettingSchema = z.object({
  iosH5Url: z
    .url({ protocol: /^https$/, message: 'iosH5Url must be an https:// address' })
    .max(2000)
    .nullable(),
});
export type IosApplySetting = z.infer<typeof iosApplySettingSchema>;
