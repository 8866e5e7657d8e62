import { rupeesToPaise } from '@saral/contract/money';
import type { Database } from '../database';
import { createSettingsRepository } from '../../domains/content/settings-repository';
import { SettingKey } from '../../domains/content/content-service';
import { DEV_TOKEN_PEPPER } from '../../config';
import { PRODUCT_SEED, TRACKING_CONFIG_SEED } from './catalog-seed';
import { ABOUT_US_SEED, FAQ_SEED } from './help-content';
import { seedGeography } from './seed-geography';
import { createProductVersionRepository } from '../../domains/catalog/product-version-repository';
import { seedIfscDirectory } from './seed-ifsc';
import { seedOnboarding } from './onboarding-seed';
import { seedLender } from '../../domains/orders/lender-settings';
import { createLenderRepository } from '../../domains/lender/lender-repository';
import { seedActiveLoanLimit } from '../../domains/orders/one-active-loan';
import { seedDemoBorrowers } from './seed-demo-borrowers';
import { seedHindiContent } from './seed-content-hi';
import { seedDecisionRules, seedOperators } from './seed-operators';
import { seedCampaigns } from './seed-campaigns';
import { seedIosApplySetting } from '../../domains/campaigns/ios-apply-setting';
import { seedRiskActions } from '../../domains/risk/risk-service';

/**
 * Idempotent: inserts what is missing and leaves existing rows alone, so operators' edits survive
 * restarts. The demo borrowers and their orders are added only outside production.
 */
export async function seed(
  db: Database,
  options: {
    demoData: boolean;
    /** Keys the demo bank accounts' lookups. */
    pepper?: string;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('saral-seed'))");
    for (const [index, product] of PRODUCT_SEED.entries()) {
      await tx.query(
        `INSERT INTO products (code, name, logo, max_amount_paise, amount_list_paise,
           daily_interest_percent, processing_fee_percent, period_days, period_list,
           loan_processing_time, score, slogan, eligibility, requirements, product_type, h5_href,
           is_full, sort_order, tenure_label)
         VALUES ($1, $2, $3, $4, $5::bigint[], $6, $7, $8, $9::int[], $10, $11, $12, $13::text[],
           $14::text[], $15, $16, $17, $18, $19)
         ON CONFLICT (code) DO NOTHING`,
        [
          product.code,
          product.name,
          product.logo,
          rupeesToPaise(product.maxAmountRupees),
          product.amountListRupees.map(rupeesToPaise),
          product.dailyInterestPercent,
          product.processingFeePercent,
          product.periodDays,
          product.periodList,
          product.loanProcessingTime,
          product.score,
          product.slogan,
          product.eligibility,
          product.requirements,
          product.productType,
          product.h5Href,
          product.isFull,
          index,
          // The card states the term the product really has, not the spec's sample wording.
          `Tenure ${product.periodDays} days`,
        ],
      );
    }

    // A product the seed adds gets its version 1 (products from before versions got it in 0025).
    await createProductVersionRepository(tx).insertFirstVersions(new Date());

    for (const [index, item] of FAQ_SEED.entries()) {
      await tx.query(
        `INSERT INTO faq_items (slug, title, content, sort_order) VALUES ($1, $2, $3, $4)
         ON CONFLICT (slug) DO NOTHING`,
        [item.slug, item.title, item.content, index],
      );
    }

    const settings = createSettingsRepository(tx);
    await settings.insertIfMissing(SettingKey.aboutUs, ABOUT_US_SEED);
    await settings.insertIfMissing(SettingKey.trackingConfig, TRACKING_CONFIG_SEED);

    await seedGeography(tx);
    await seedIfscDirectory(tx);
    await seedOnboarding(tx);
    await createLenderRepository(tx).seedIfMissing();
    await seedLender(tx);
    await seedActiveLoanLimit(tx);
    await seedDecisionRules(tx, { demo: options.demoData });
    await seedOperators(tx, { demo: options.demoData });
    await seedCampaigns(tx, { demo: options.demoData });
    await seedIosApplySetting(tx);
    await seedRiskActions(tx);

    if (options.demoData) {
      await seedDemoBorrowers(tx, { pepper: options.pepper ?? DEV_TOKEN_PEPPER });
      await seedHindiContent(tx);
    }
  });
}
