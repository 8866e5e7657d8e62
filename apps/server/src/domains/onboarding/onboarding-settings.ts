import { z } from 'zod';
import { DEFAULT_STEP_ORDER, KycPageType, isPageType } from '@saral/contract/onboarding';
import { AuditAction } from '@saral/contract/api/operator-admin';
import type { Database, Queryable } from '../../db/database';
import { failed, staleEdit } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import { recordAudit, type OperatorActor } from '../audit-log/audit-log';
import { createSettingsRepository } from '../content/settings-repository';

/**
 * Operator settings of onboarding, kept in app_settings under one key so they change without a
 * deploy: the step order, which identity variant borrowers get, and whether the contact step is
 * finished in the native app instead of the web.
 */
export const ONBOARDING_SETTING_KEY = 'onboarding';

const onboardingSettingsSchema = z.object({
  stepOrder: z.array(z.number().int().refine(isPageType)).min(1),
  /** KycPageType: 2 Aadhaar number with a one-time code, 1 card uploads. */
  kycPageType: z.number().int(),
  /** 1 sends borrowers to the app (/download?state=0) at the contact step. */
  contactsInApp: z.union([z.literal(0), z.literal(1)]),
});
export type OnboardingSettings = z.infer<typeof onboardingSettingsSchema>;

export const DEFAULT_ONBOARDING_SETTINGS: OnboardingSettings = {
  stepOrder: [...DEFAULT_STEP_ORDER],
  kycPageType: KycPageType.upload,
  contactsInApp: 0,
};

export async function readOnboardingSettings(db: Queryable): Promise<OnboardingSettings> {
  const stored = await createSettingsRepository(db).get(ONBOARDING_SETTING_KEY);
  const parsed = onboardingSettingsSchema.partial().safeParse(stored ?? {});
  return { ...DEFAULT_ONBOARDING_SETTINGS, ...(parsed.success ? parsed.data : {}) };
}

export async function writeOnboardingSettings(
  db: Queryable,
  /** Checked here: an operator's or tool's change may name unknown page types. */
  change: { stepOrder?: number[]; kycPageType?: number; contactsInApp?: 0 | 1 },
): Promise<void> {
  const next = onboardingSettingsSchema.safeParse({
    ...(await readOnboardingSettings(db)),
    ...change,
  });
  if (!next.success) {
    throw failed(`Invalid onboarding settings: ${next.error.issues[0]?.path.join('.') ?? ''}`);
  }
  await createSettingsRepository(db).set(ONBOARDING_SETTING_KEY, next.data);
}

export const SETTINGS_STALE_EDIT =
  'Someone changed these settings since you loaded them. Reload and make your change again.';

/** The settings and their revision, as operators edit them. */
export async function readOnboardingSettingsView(db: Queryable) {
  const revision = await createSettingsRepository(db).revision(ONBOARDING_SETTING_KEY);
  return { ...(await readOnboardingSettings(db)), revision };
}

/**
 * An operator's change (PUT /ops/v1/settings/onboarding): refused when the settings changed since
 * the editor loaded `expectedRevision`; the settings and their audit entry go together.
 */
export async function saveOnboardingSettings(
  db: Database,
  clock: Clock,
  {
    expectedRevision,
    ...change
  }: Parameters<typeof writeOnboardingSettings>[1] & {
    expectedRevision: number;
  },
  actor: OperatorActor,
): Promise<OnboardingSettings & { revision: number }> {
  return db.transaction(async (tx) => {
    const revision = await createSettingsRepository(tx).revision(ONBOARDING_SETTING_KEY, true);
    if (revision !== expectedRevision) throw staleEdit(SETTINGS_STALE_EDIT);
    const before = await readOnboardingSettings(tx);
    await writeOnboardingSettings(tx, change);
    const after = await readOnboardingSettings(tx);
    await recordAudit(tx, {
      actor,
      action: AuditAction.onboardingSettingsChange,
      at: clock.now(),
      entityType: 'setting',
      entityId: ONBOARDING_SETTING_KEY,
      before,
      after,
    });
    return {
      ...after,
      revision: await createSettingsRepository(tx).revision(ONBOARDING_SETTING_KEY),
    };
  });
}
