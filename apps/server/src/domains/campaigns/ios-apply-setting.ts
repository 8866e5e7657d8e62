import { iosApplySettingSchema, type IosApplySetting } from '@saral/contract/api/campaign';
import { AuditAction } from '@saral/contract/api/operator-admin';
import type { Database, Queryable } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { recordAudit, type OperatorActor } from '../audit-log/audit-log';
import { createSettingsRepository } from '../content/settings-repository';

/**
 * Where Apply sends iOS visitors (spec section 2): an operator setting, app_settings 'ios_apply'.
 * The seed keeps them here (null): Saral's own web app is the h5 site until a lender runs
 * another one. A campaign's own iosH5Url comes first (the web app asks for it).
 */
export const IOS_APPLY_SETTING_KEY = 'ios_apply';
export const IOS_APPLY_SEED: IosApplySetting = { iosH5Url: null };

export async function readIosApplySetting(q: Queryable): Promise<IosApplySetting> {
  const parsed = iosApplySettingSchema.safeParse(
    await createSettingsRepository(q).get(IOS_APPLY_SETTING_KEY),
  );
  return parsed.success ? parsed.data : IOS_APPLY_SEED;
}

export async function seedIosApplySetting(tx: Queryable): Promise<void> {
  await createSettingsRepository(tx).insertIfMissing(IOS_APPLY_SETTING_KEY, IOS_APPLY_SEED);
}

/** Saves the setting and its audit entry together. */
export async function saveIosApplySetting(
  db: Database,
  clock: Clock,
  setting: IosApplySetting,
  actor: OperatorActor,
): Promise<IosApplySetting> {
  return db.transaction(async (tx) => {
    const before = await readIosApplySetting(tx);
    await createSettingsRepository(tx).set(IOS_APPLY_SETTING_KEY, setting);
    await recordAudit(tx, {
      actor,
      action: AuditAction.iosApplyChange,
      at: clock.now(),
      entityType: 'setting',
      entityId: IOS_APPLY_SETTING_KEY,
      before,
      after: setting,
    });
    return setting;
  });
}
