import { TwoStepMessage, type OperatorRoleValue } from '@saral/contract/api/operator';
import { AuditAction } from '@saral/contract/api/operator-admin';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Database, Queryable } from '../../db/database';
import { failed } from '../../shared/app-error';
import type { Clock } from '../../shared/clock';
import type { FieldCipher } from '../../shared/field-cipher';
import { recordAudit, type OperatorActor } from '../audit-log/audit-log';

/** How authenticator apps name this account. */
export const TWO_STEP_ISSUER = 'Saral console';
/** A code from the 30-second step before or after is accepted too (clock drift on phones). */
const TOLERANCE_SECONDS = 30;

type TwoStepRow = {
  two_step_secret: string | null;
  two_step_enabled_at: Date | null;
  two_step_last_step: string | number | null;
};

export type TwoStepDeps = {
  db: Database;
  clock: Clock;
  cipher: FieldCipher;
  /** Roles that must use two-step sign-in here (production: admin and finance). */
  requiredRoles: readonly OperatorRoleValue[];
};

async function readRow(db: Queryable, operatorId: number, lock = false): Promise<TwoStepRow> {
  const rows = await db.query<TwoStepRow>(
    `SELECT two_step_secret, two_step_enabled_at, two_step_last_step FROM operators WHERE id = $1
     ${lock ? 'FOR UPDATE' : ''}`,
    [operatorId],
  );
  return rows[0] ?? { two_step_secret: null, two_step_enabled_at: null, two_step_last_step: null };
}

/**
 * Two-step sign-in with a time-based code (RFC 6238, as Google Authenticator and the like make
 * them). The secret is stored encrypted; each 30-second step is accepted once, so a code seen
 * over a shoulder cannot be used again.
 */
export function createTwoStep({ db, clock, cipher, requiredRoles }: TwoStepDeps) {
  const epoch = () => Math.floor(clock.now().getTime() / 1000);

  /** The accepted step, or null when the code is wrong or was used already. */
  async function accepts(row: TwoStepRow, code: string): Promise<number | null> {
    if (!row.two_step_secret) return null;
    const lastStep = row.two_step_last_step === null ? undefined : Number(row.two_step_last_step);
    const result = await verify({
      secret: cipher.decrypt(row.two_step_secret),
      token: code,
      epoch: epoch(),
      epochTolerance: TOLERANCE_SECONDS,
      ...(lastStep === undefined ? {} : { afterTimeStep: lastStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  /** Records the step used; false when another request used it (or a later one) first. */
  async function spend(tx: Queryable, operatorId: number, step: number): Promise<boolean> {
    const rows = await tx.query(
      `UPDATE operators SET two_step_last_step = $2
       WHERE id = $1 AND (two_step_last_step IS NULL OR two_step_last_step < $2) RETURNING id`,
      [operatorId, step],
    );
    return rows.length === 1;
  }

  return {
    required: (role: OperatorRoleValue) => requiredRoles.includes(role),

    async isOn(operatorId: number): Promise<boolean> {
      return (await readRow(db, operatorId)).two_step_enabled_at !== null;
    },

    /**
     * At sign-in, after the password matched: 'off' (no two-step for this operator), 'ok' (the
     * code was right and is now spent), 'missing' or 'wrong'.
     */
    async check(operatorId: number, code: string | undefined) {
      const row = await readRow(db, operatorId);
      if (row.two_step_enabled_at === null) return 'off' as const;
      if (!code) return 'missing' as const;
      const step = await accepts(row, code);
      if (step === null) return 'wrong' as const;
      return (await spend(db, operatorId, step)) ? ('ok' as const) : ('wrong' as const);
    },

    /** Starts (or restarts) set-up: a new secret waiting for its first code. */
    async begin(operatorId: number, username: string) {
      const row = await readRow(db, operatorId);
      if (row.two_step_enabled_at !== null) throw failed(TwoStepMessage.alreadyOn, 409);
      const secret = generateSecret();
      await db.query(
        `UPDATE operators SET two_step_secret = $2, two_step_last_step = NULL WHERE id = $1`,
        [operatorId, cipher.encrypt(secret)],
      );
      const otpauthUri = generateURI({ issuer: TWO_STEP_ISSUER, label: username, secret });
      const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1 });
      return { secret, otpauthUri, qrSvg };
    },

    /** The first right code turns two-step sign-in on. */
    async confirm(operatorId: number, code: string, actor: OperatorActor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await readRow(tx, operatorId, true);
        if (row.two_step_enabled_at !== null) throw failed(TwoStepMessage.alreadyOn, 409);
        if (!row.two_step_secret) throw failed(TwoStepMessage.notStarted, 409);
        const step = await accepts(row, code);
        if (step === null || !(await spend(tx, operatorId, step))) {
          throw failed(TwoStepMessage.wrongCode);
        }
        await tx.query('UPDATE operators SET two_step_enabled_at = $2 WHERE id = $1', [
          operatorId,
          clock.now(),
        ]);
        await recordAudit(tx, {
          actor,
          action: AuditAction.twoStepEnable,
          at: clock.now(),
          entityType: 'operator',
          entityId: operatorId,
          after: { twoStep: 'on' },
        });
      });
    },
  };
}
export type TwoStep = ReturnType<typeof createTwoStep>;

/** An admin's reset (lost phone): two-step goes off; the operator sets it up at next sign-in. */
export async function clearTwoStep(tx: Queryable, operatorId: number): Promise<void> {
  await tx.query(
    `UPDATE operators SET two_step_secret = NULL, two_step_enabled_at = NULL,
       two_step_last_step = NULL WHERE id = $1`,
    [operatorId],
  );
}
