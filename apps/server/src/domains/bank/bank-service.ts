import type { z } from 'zod';
import { bindCardBodySchema, type BankCard, type Branch } from '@saral/contract/api/bank';
import type { Queryable } from '../../db/database';
import { failed, notFound } from '../../shared/app-error';
import { lookupHash } from '../../shared/field-cipher';
import {
  bankNameForCode,
  createBankRepository,
  isKnownIfsc,
  type BankCardRow,
} from './bank-repository';

export const BankMessage = {
  /** Well formed, but not on the published list of codes. */
  ifscUnknown: 'Please enter a valid IFSC code',
} as const;

export type BindCardInput = z.input<typeof bindCardBodySchema>;
export type PlaceOption = { id: string; name: string };

// Sorted here rather than in SQL, for the same order on every database collation.
const byName = new Intl.Collator('en').compare;

/** Only the last four digits leave the server: XXXXXX7890. */
export function maskAccountNumber(accountNo: string): string {
  return `XXXXXX${accountNo.slice(-4)}`;
}

/**
 * State and city ids of the finder are opaque to clients: base64url of the JSON path
 * [bankId, state] or [bankId, state, city], so the server needs no lookup table and the ids
 * stay valid across imports that keep the names.
 */
function encodePlaceId(path: [number, ...string[]]): string {
  return Buffer.from(JSON.stringify(path)).toString('base64url');
}

function decodePlaceId(id: string, length: 2 | 3): [number, ...string[]] | null {
  try {
    const path: unknown = JSON.parse(Buffer.from(id, 'base64url').toString('utf8'));
    if (
      Array.isArray(path) &&
      path.length === length &&
      Number.isInteger(path[0]) &&
      path.slice(1).every((part) => typeof part === 'string')
    ) {
      return path as [number, ...string[]];
    }
  } catch {
    // not base64url JSON: an id we never handed out
  }
  return null;
}

function toCard(row: BankCardRow): BankCard {
  const bankCode = row.ifsc.slice(0, 4);
  return {
    id: row.id,
    cardNo: maskAccountNumber(row.account_no),
    bankCode: row.ifsc,
    bankName: row.bank_name ?? bankNameForCode(bankCode) ?? bankCode,
  };
}

export function createBankService({ db, pepper }: { db: Queryable; pepper: string }) {
  const repository = createBankRepository(db);

  return {
    /**
     * The borrower's accounts, numbers masked: the default first (the one set as default most
     * recently, else the newest), then newest first. New applications take the first.
     */
    async listCards(userId: number): Promise<BankCard[]> {
      return (await repository.listCards(userId)).map((row, index) => ({
        ...toCard(row),
        isDefault: index === 0,
      }));
    },

    /** Makes one of the borrower's cards the default for new applications. */
    async setDefault(userId: number, cardId: number): Promise<void> {
      if (!(await repository.setDefault(userId, cardId))) {
        throw failed('This bank account was not found in your account.', 404);
      }
    },

    /**
     * Adds an account after the contract's checks and the IFSC list; adding the same account
     * again returns the card the borrower already has.
     */
    async bindCard(userId: number, input: BindCardInput): Promise<BankCard> {
      const parsed = bindCardBodySchema.safeParse(input);
      if (!parsed.success) throw failed(parsed.error.issues[0]?.message ?? 'Invalid bank account');
      const { bankCode: ifsc, cardNo: accountNo, clientId } = parsed.data;
      if (!isKnownIfsc(ifsc)) throw failed(BankMessage.ifscUnknown);
      const cardId = await repository.insertCard({
        userId,
        ifsc,
        accountNo,
        accountLookup: lookupHash(pepper, `${ifsc}:${accountNo}`),
        clientId: clientId ?? null,
      });
      const card = await repository.findCard(cardId);
      if (!card) throw new Error(`bank card ${cardId} not found after insert`);
      return toCard(card);
    },

    /** One of the borrower's own cards; null for an unknown card or another borrower's. */
    async findOwnCard(userId: number, cardId: number): Promise<BankCard | null> {
      const card = await repository.findCard(cardId);
      return card && card.user_id === userId ? toCard(card) : null;
    },

    /** Fraud signal: another borrower has bound the same account (same IFSC and number). */
    async accountSharedWithOthers(cardId: number): Promise<boolean> {
      return repository.accountSharedWithOthers(cardId);
    },

    /* IFSC finder: bank → state → city → branch ------------------------------------------ */

    async listBanks(): Promise<{ id: number; bankName: string }[]> {
      const banks = await repository.listBanksWithBranches();
      return banks
        .map((bank) => ({ id: bank.id, bankName: bank.name }))
        .sort((a, b) => byName(a.bankName, b.bankName));
    },

    async listStates(bankId: number): Promise<PlaceOption[]> {
      const states = await repository.listStates(bankId);
      if (states.length === 0 && !(await repository.bankExists(bankId))) throw notFound('Bank');
      return states
        .sort(byName)
        .map((state) => ({ id: encodePlaceId([bankId, state]), name: state }));
    },

    async listCities(stateId: string): Promise<PlaceOption[]> {
      const path = decodePlaceId(stateId, 2);
      if (!path) throw notFound('State');
      const [bankId, state = ''] = path;
      const cities = await repository.listCities(bankId, state);
      if (cities.length === 0) throw notFound('State');
      return cities
        .sort(byName)
        .map((city) => ({ id: encodePlaceId([bankId, state, city]), name: city }));
    },

    async listBranches(cityId: string): Promise<Branch[]> {
      const path = decodePlaceId(cityId, 3);
      if (!path) throw notFound('City');
      const [bankId, state = '', city = ''] = path;
      const branches = await repository.listBranches(bankId, state, city);
      if (branches.length === 0) throw notFound('City');
      return branches
        .map((row) => ({
          ifsc: row.ifsc,
          branch: row.branch,
          bankName: row.bank_name,
          state: row.state,
          district: row.district,
          city: row.city,
          address: row.address,
        }))
        .sort((a, b) => byName(a.branch, b.branch) || a.ifsc.localeCompare(b.ifsc));
    },
  };
}
export type BankService = ReturnType<typeof createBankService>;
