import { createRequire } from 'node:module';
import type { Queryable } from '../../db/database';

/* The ifsc package: the complete list of valid codes and the banks' display names ---------- */

// CommonJS package and JSON data, loaded the CommonJS way from this ES module.
const loadCommonJs = createRequire(import.meta.url);
// Loaded on first use: the code list is about 1 MB of JSON.
let ifscPackage: { validate(code: string): boolean } | undefined;
let bankNames: Record<string, string> | undefined;

/** True when the code is on the published list of IFSC codes (not only well formed). */
export function isKnownIfsc(code: string): boolean {
  if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(code)) return false;
  ifscPackage ??= loadCommonJs('ifsc') as { validate(code: string): boolean };
  return ifscPackage.validate(code);
}

/** Display name of a bank by the first four letters of its codes, e.g. HDFC → HDFC Bank. */
export function bankNameForCode(bankCode: string): string | undefined {
  bankNames ??= loadCommonJs('ifsc/src/banknames.json') as Record<string, string>;
  return Object.hasOwn(bankNames, bankCode) ? bankNames[bankCode] : undefined;
}

/* Rows ------------------------------------------------------------------------------------ */

export type BankCardRow = {
  id: number;
  user_id: number;
  ifsc: string;
  account_no: string;
  /** From the IFSC directory; null when the bank has no branch there. */
  bank_name: string | null;
};

export type CardWithBranchRow = BankCardRow & {
  branch: string | null;
  city: string | null;
  state: string | null;
};

export type BranchRow = {
  ifsc: string;
  branch: string;
  bank_name: string;
  state: string;
  district: string;
  city: string;
  address: string;
};

export type BranchUpsert = {
  ifsc: string;
  bankId: number;
  state: string;
  district: string;
  city: string;
  branch: string;
  address: string;
};

const CARD_COLUMNS = `c.id, c.user_id, c.ifsc, c.account_no, b.name AS bank_name`;
const CARD_FROM = `bank_cards c LEFT JOIN ifsc_banks b ON b.code = substr(c.ifsc, 1, 4)`;

export function createBankRepository(db: Queryable) {
  return {
    async listCards(userId: number): Promise<BankCardRow[]> {
      return db.query<BankCardRow>(
        `SELECT ${CARD_COLUMNS} FROM ${CARD_FROM} WHERE c.user_id = $1
         ORDER BY c.default_at DESC NULLS LAST, c.id DESC`,
        [userId],
      );
    },

    /** The borrower's accounts with their branch from the IFSC directory (operators' view). */
    async listCardsWithBranch(userId: number): Promise<CardWithBranchRow[]> {
      const rows = await db.query<CardWithBranchRow>(
        `SELECT ${CARD_COLUMNS}, br.branch, br.city, br.state
         FROM ${CARD_FROM} LEFT JOIN ifsc_branches br ON br.ifsc = c.ifsc
         WHERE c.user_id = $1 ORDER BY c.id DESC`,
        [userId],
      );
      return rows.map((row) => ({ ...row, id: Number(row.id), user_id: Number(row.user_id) }));
    },

    /** Makes the borrower's card the default; false when it is not theirs. */
    async setDefault(userId: number, cardId: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE bank_cards SET default_at = clock_timestamp() WHERE id = $2 AND user_id = $1
         RETURNING id`,
        [userId, cardId],
      );
      return rows.length > 0;
    },

    async findCard(cardId: number): Promise<BankCardRow | null> {
      const rows = await db.query<BankCardRow>(
        `SELECT ${CARD_COLUMNS} FROM ${CARD_FROM} WHERE c.id = $1`,
        [cardId],
      );
      return rows[0] ?? null;
    },

    /** Inserts the card unless the borrower has it already; returns the borrower's card either way. */
    async insertCard(card: {
      userId: number;
      ifsc: string;
      accountNo: string;
      accountLookup: string;
      clientId: string | null;
    }): Promise<number> {
      const inserted = await db.query<{ id: number }>(
        `INSERT INTO bank_cards (user_id, ifsc, account_no, account_lookup, client_id)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, account_lookup) DO NOTHING
         RETURNING id`,
        [card.userId, card.ifsc, card.accountNo, card.accountLookup, card.clientId],
      );
      if (inserted[0]) return inserted[0].id;
      const existing = await db.query<{ id: number }>(
        'SELECT id FROM bank_cards WHERE user_id = $1 AND account_lookup = $2',
        [card.userId, card.accountLookup],
      );
      if (!existing[0]) throw new Error('bank card vanished between insert and select');
      return existing[0].id;
    },

    async accountSharedWithOthers(cardId: number): Promise<boolean> {
      const rows = await db.query<{ shared: boolean }>(
        `SELECT EXISTS (
           SELECT 1 FROM bank_cards mine
           JOIN bank_cards other ON other.account_lookup = mine.account_lookup
           WHERE mine.id = $1 AND other.user_id <> mine.user_id
         ) AS shared`,
        [cardId],
      );
      return rows[0]?.shared === true;
    },

    /* IFSC finder ---------------------------------------------------------------------- */

    async listBanksWithBranches(): Promise<{ id: number; name: string }[]> {
      return db.query(
        `SELECT b.id, b.name FROM ifsc_banks b
         WHERE EXISTS (SELECT 1 FROM ifsc_branches r WHERE r.bank_id = b.id)`,
      );
    },

    async bankExists(bankId: number): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM ifsc_banks WHERE id = $1', [bankId]);
      return rows.length > 0;
    },

    async listStates(bankId: number): Promise<string[]> {
      const rows = await db.query<{ state: string }>(
        'SELECT DISTINCT state FROM ifsc_branches WHERE bank_id = $1',
        [bankId],
      );
      return rows.map((row) => row.state);
    },

    async listCities(bankId: number, state: string): Promise<string[]> {
      const rows = await db.query<{ city: string }>(
        'SELECT DISTINCT city FROM ifsc_branches WHERE bank_id = $1 AND state = $2',
        [bankId, state],
      );
      return rows.map((row) => row.city);
    },

    async listBranches(bankId: number, state: string, city: string): Promise<BranchRow[]> {
      return db.query<BranchRow>(
        `SELECT r.ifsc, r.branch, b.name AS bank_name, r.state, r.district, r.city, r.address
         FROM ifsc_branches r JOIN ifsc_banks b ON b.id = r.bank_id
         WHERE r.bank_id = $1 AND r.state = $2 AND r.city = $3`,
        [bankId, state, city],
      );
    },

    /* Directory upkeep (seed and RBI import) -------------------------------------------- */

    /**
     * Adds the banks that are missing and renames those whose name changed; returns the ids of
     * all given codes. Missing rows are inserted alone so a re-run draws no serial numbers.
     */
    async upsertBanks(banks: { code: string; name: string }[]): Promise<Map<string, number>> {
      const codes = banks.map((bank) => bank.code);
      const names = banks.map((bank) => bank.name);
      await db.query(
        `INSERT INTO ifsc_banks (code, name)
         SELECT wanted.code, wanted.name
         FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS wanted (code, name, position)
         WHERE NOT EXISTS (SELECT 1 FROM ifsc_banks b WHERE b.code = wanted.code)
         ORDER BY wanted.position
         ON CONFLICT (code) DO NOTHING`,
        [codes, names],
      );
      await db.query(
        `UPDATE ifsc_banks b SET name = wanted.name
         FROM unnest($1::text[], $2::text[]) AS wanted (code, name)
         WHERE b.code = wanted.code AND b.name <> wanted.name`,
        [codes, names],
      );
      const rows = await db.query<{ id: number; code: string }>(
        'SELECT id, code FROM ifsc_banks WHERE code = ANY($1::text[])',
        [codes],
      );
      return new Map(rows.map((row) => [row.code, row.id]));
    },

    /** Codes of the given list that are in the directory already. */
    async existingBranchCodes(codes: string[]): Promise<Set<string>> {
      const rows = await db.query<{ ifsc: string }>(
        'SELECT ifsc FROM ifsc_branches WHERE ifsc = ANY($1::text[])',
        [codes],
      );
      return new Set(rows.map((row) => row.ifsc));
    },

    /**
     * Inserts new branches and rewrites changed ones (codes must be unique within one call);
     * returns the codes that were inserted or changed.
     */
    async upsertBranches(branches: BranchUpsert[]): Promise<Set<string>> {
      const column = <K extends keyof BranchUpsert>(key: K) => branches.map((row) => row[key]);
      const rows = await db.query<{ ifsc: string }>(
        `INSERT INTO ifsc_branches (ifsc, bank_id, state, district, city, branch, address)
         SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[],
           $6::text[], $7::text[])
         ON CONFLICT (ifsc) DO UPDATE SET
           bank_id = EXCLUDED.bank_id, state = EXCLUDED.state, district = EXCLUDED.district,
           city = EXCLUDED.city, branch = EXCLUDED.branch, address = EXCLUDED.address
         WHERE (ifsc_branches.bank_id, ifsc_branches.state, ifsc_branches.district,
             ifsc_branches.city, ifsc_branches.branch, ifsc_branches.address)
           IS DISTINCT FROM (EXCLUDED.bank_id, EXCLUDED.state, EXCLUDED.district,
             EXCLUDED.city, EXCLUDED.branch, EXCLUDED.address)
         RETURNING ifsc`,
        [
          column('ifsc'),
          column('bankId'),
          column('state'),
          column('district'),
          column('city'),
          column('branch'),
          column('address'),
        ],
      );
      return new Set(rows.map((row) => row.ifsc));
    },
  };
}
export type BankRepository = ReturnType<typeof createBankRepository>;
