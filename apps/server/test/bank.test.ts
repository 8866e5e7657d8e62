import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Calls } from '@saral/contract/calls';
import { API_BASE_PATH } from '@saral/contract/constants';
import { ErrorCode } from '@saral/contract/error-codes';
import { FieldMessage } from '@saral/contract/field-rules';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { IFSC_DIRECTORY } from '../src/db/seed/ifsc-directory';
import { INDIA_GEOGRAPHY } from '../src/domains/geography/india-geography';
import { seed } from '../src/db/seed/seed';
import { seedIfscDirectory } from '../src/db/seed/seed-ifsc';
import { bankRoutes } from '../src/domains/bank/bank-routes';
import {
  BankMessage,
  createBankService,
  type BankService,
  type BindCardInput,
} from '../src/domains/bank/bank-service';
import { IfscImportError, parseCsv } from '../src/domains/bank/ifsc-columns';
import { importIfscFile, type IfscImportCounts } from '../src/domains/bank/ifsc-import';
import { AppError } from '../src/shared/app-error';
import { lookupHash } from '../src/shared/field-cipher';
import { expectEnvelope } from './support/assertions';
import { createTestApp, createTestDatabase, signIn, type TestApp } from './support/test-app';
import { writeXlsx, zip, type CellValue } from './support/xlsx-writer';

const loadCommonJs = createRequire(import.meta.url);
const ifsc = loadCommonJs('ifsc') as { validate(code: string): boolean };
const bankNames = loadCommonJs('ifsc/src/banknames.json') as Record<string, string>;

const PEPPER = 'test-pepper-for-bank-account-lookups';
const LARGEST_BANKS = [
  'SBIN',
  'HDFC',
  'ICIC',
  'PUNB',
  'BARB',
  'UTIB',
  'CNRB',
  'UBIN',
  'KKBK',
  'BKID',
];
const seededBranches = IFSC_DIRECTORY.flatMap((bank) =>
  bank.branches.map((branch) => ({ ...branch, bankCode: bank.code, bankName: bank.name })),
);

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function newUser(db: Database, phone: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO users (phone) VALUES ($1) RETURNING id',
    [phone],
  );
  if (!row) throw new Error('no user');
  return row.id;
}

describe('IFSC directory seed data', () => {
  it('has only codes on the ifsc package’s list, each once, under its own bank', () => {
    const codes = seededBranches.map((branch) => branch.ifsc);
    for (const branch of seededBranches) {
      expect(ifsc.validate(branch.ifsc), branch.ifsc).toBe(true);
      expect(branch.ifsc.slice(0, 4), branch.ifsc).toBe(branch.bankCode);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('names banks as the package’s banknames.json does', () => {
    for (const bank of IFSC_DIRECTORY) expect(bank.name, bank.code).toBe(bankNames[bank.code]);
    expect(new Set(IFSC_DIRECTORY.map((bank) => bank.code)).size).toBe(IFSC_DIRECTORY.length);
  });

  it('covers the ten largest banks with 3 to 6 branches each, across at least 5 states', () => {
    expect(IFSC_DIRECTORY.length).toBeGreaterThanOrEqual(10);
    for (const code of LARGEST_BANKS) {
      const bank = IFSC_DIRECTORY.find((entry) => entry.code === code);
      expect(bank?.branches.length, code).toBeGreaterThanOrEqual(3);
      expect(bank?.branches.length, code).toBeLessThanOrEqual(6);
    }
    expect(new Set(seededBranches.map((branch) => branch.state)).size).toBeGreaterThanOrEqual(5);
  });

  it('uses the geography seed’s state and district names, and fills every field', () => {
    for (const branch of seededBranches) {
      const state = INDIA_GEOGRAPHY.find((entry) => entry.name === branch.state);
      expect(state, `${branch.ifsc} ${branch.state}`).toBeDefined();
      expect(state?.districts, `${branch.ifsc} ${branch.district}`).toContain(branch.district);
      for (const value of [branch.branch, branch.city, branch.address]) {
        expect(value.trim(), branch.ifsc).toBe(value);
        expect(value.length, branch.ifsc).toBeGreaterThan(0);
      }
    }
  });
});

describe('bank service', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let service: BankService;
  let alice: number;
  let bob: number;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
    await migrate(db);
    await seed(db, { demoData: false });
    // seed() calls this once it is wired; a second run changes nothing.
    await db.transaction((tx) => seedIfscDirectory(tx));
    service = createBankService({ db, pepper: PEPPER });
    alice = await newUser(db, '919800000101');
    bob = await newUser(db, '919800000102');
  });
  afterAll(async () => {
    await drop();
  });

  const bankId = async (name: string) => {
    const bank = (await service.listBanks()).find((entry) => entry.bankName === name);
    if (!bank) throw new Error(`no bank ${name}`);
    return bank.id;
  };
  const stateId = async (bank: string, state: string) => {
    const found = (await service.listStates(await bankId(bank))).find((s) => s.name === state);
    if (!found) throw new Error(`no state ${state} for ${bank}`);
    return found.id;
  };
  const cityId = async (bank: string, state: string, city: string) => {
    const found = (await service.listCities(await stateId(bank, state))).find(
      (entry) => entry.name === city,
    );
    if (!found) throw new Error(`no city ${city}`);
    return found.id;
  };

  describe('seeding', () => {
    it('loads every bank and branch, and changes nothing when run again', async () => {
      const snapshot = async () => ({
        banks: await db.query('SELECT id, code, name FROM ifsc_banks ORDER BY id'),
        branches: await db.query('SELECT * FROM ifsc_branches ORDER BY ifsc'),
      });
      const before = await snapshot();
      expect(before.banks).toHaveLength(IFSC_DIRECTORY.length);
      expect(before.branches).toHaveLength(seededBranches.length);
      await seedIfscDirectory(db);
      expect(await snapshot()).toEqual(before);
      const [next] = await db.query<{ id: number }>(
        "INSERT INTO ifsc_banks (code, name) VALUES ('ZZZZ', 'Probe') RETURNING id",
      );
      // No serial numbers drawn by the re-run.
      expect(next?.id).toBe(IFSC_DIRECTORY.length + 1);
      await db.query("DELETE FROM ifsc_banks WHERE code = 'ZZZZ'");
    });
  });

  describe('IFSC finder', () => {
    it('lists the banks with branches, alphabetically', async () => {
      const banks = await service.listBanks();
      expect(banks.length).toBeGreaterThanOrEqual(10);
      const names = banks.map((bank) => bank.bankName);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
      expect(names).toEqual(
        expect.arrayContaining(['State Bank of India', 'HDFC Bank', 'ICICI Bank', 'Axis Bank']),
      );
    });

    it('narrows bank → state → city → branch to exactly the seeded branches', async () => {
      for (const bank of await service.listBanks()) {
        const expected = seededBranches
          .filter((branch) => branch.bankName === bank.bankName)
          .map((branch) => branch.ifsc)
          .sort();
        const states = await service.listStates(bank.id);
        const stateNames = states.map((state) => state.name);
        expect(stateNames).toEqual([...new Set(stateNames)].sort((a, b) => a.localeCompare(b)));
        const found: string[] = [];
        for (const state of states) {
          for (const city of await service.listCities(state.id)) {
            for (const branch of await service.listBranches(city.id)) {
              expect(branch).toMatchObject({
                bankName: bank.bankName,
                state: state.name,
                city: city.name,
              });
              found.push(branch.ifsc);
            }
          }
        }
        expect(found.sort(), bank.bankName).toEqual(expected);
      }
    });

    it('shows a branch with its district and address', async () => {
      const branches = await service.listBranches(
        await cityId('HDFC Bank', 'Karnataka', 'Bengaluru'),
      );
      expect(branches.map((branch) => branch.branch)).toEqual([
        'Banashankari 2nd Stage',
        'ISRO Layout',
      ]);
      expect(branches[1]).toEqual({
        ifsc: 'HDFC0008446',
        branch: 'ISRO Layout',
        bankName: 'HDFC Bank',
        state: 'Karnataka',
        district: 'Bengaluru Urban',
        city: 'Bengaluru',
        address: 'Ground Floor, No 531, 14th Cross, ISRO Layout, Bengaluru 560078',
      });
      const cities = await service.listCities(await stateId('HDFC Bank', 'Maharashtra'));
      expect(cities.map((city) => city.name)).toEqual(['Mumbai', 'Vasai']);
    });

    it('keeps a state id to its bank: the same state of two banks has two ids', async () => {
      const sbi = await stateId('State Bank of India', 'Maharashtra');
      const hdfc = await stateId('HDFC Bank', 'Maharashtra');
      expect(sbi).not.toBe(hdfc);
      const sbiMumbai = (await service.listCities(sbi)).find((city) => city.name === 'Mumbai');
      const codes = (await service.listBranches(sbiMumbai?.id ?? '')).map((b) => b.ifsc);
      expect(codes).toEqual(['SBIN0000300']);
    });

    it('answers not found for unknown banks and ids it never handed out', async () => {
      expect((await failure(service.listStates(999_999))).message).toBe('Bank not found');
      for (const id of ['nonsense', 'e30', Buffer.from('[1,2]').toString('base64url')]) {
        expect((await failure(service.listCities(id))).message).toBe('State not found');
        expect((await failure(service.listBranches(id))).message).toBe('City not found');
      }
      const atlantis = Buffer.from(JSON.stringify([1, 'Atlantis'])).toString('base64url');
      const error = await failure(service.listCities(atlantis));
      expect(error).toMatchObject({ code: ErrorCode.notFound, httpStatus: 404 });
    });
  });

  describe('bank cards', () => {
    const body = (overrides: Partial<Record<keyof BindCardInput, unknown>> = {}) =>
      ({
        bankCode: 'SBIN0000300',
        cardNo: '123456789012',
        confirmCardNo: '123456789012',
        ...overrides,
      }) as BindCardInput;

    it.each([
      ['no IFSC', { bankCode: undefined }, FieldMessage.ifscMissing],
      ['an empty IFSC', { bankCode: '  ' }, FieldMessage.ifscMissing],
      ['no account', { cardNo: undefined }, FieldMessage.accountMissing],
      ['an empty account', { cardNo: '' }, FieldMessage.accountMissing],
      ['no confirmation', { confirmCardNo: undefined }, FieldMessage.confirmAccountMissing],
      ['an empty confirmation', { confirmCardNo: ' ' }, FieldMessage.confirmAccountMissing],
      ['a different confirmation', { confirmCardNo: '123456789013' }, FieldMessage.accountMismatch],
      ['a malformed IFSC', { bankCode: 'SBIN123' }, FieldMessage.ifscInvalid],
      ['an IFSC of no bank', { bankCode: 'ABCD0123456' }, BankMessage.ifscUnknown],
      ['an IFSC of no branch', { bankCode: 'SBIN0ZZZZZZ' }, BankMessage.ifscUnknown],
      ['8 digits', { cardNo: '12345678', confirmCardNo: '12345678' }, FieldMessage.accountInvalid],
      [
        '20 digits',
        { cardNo: '12345678901234567890', confirmCardNo: '12345678901234567890' },
        FieldMessage.accountInvalid,
      ],
      [
        'letters',
        { cardNo: '12345abcde', confirmCardNo: '12345abcde' },
        FieldMessage.accountInvalid,
      ],
    ])('refuses %s', async (_case, overrides, message) => {
      const error = await failure(service.bindCard(alice, body(overrides)));
      expect(error).toMatchObject({ code: ErrorCode.failed, httpStatus: 400, message });
    });

    it.each([['123456789'], ['1234567890123456789']])(
      'accepts %s (9 and 19 digits)',
      async (account) => {
        const card = await service.bindCard(
          alice,
          body({ cardNo: account, confirmCardNo: account, bankCode: 'HDFC0000408' }),
        );
        expect(card.cardNo).toBe(`XXXXXX${account.slice(-4)}`);
      },
    );

    it('stores the number, shows only its last four digits, and names the bank', async () => {
      const card = await service.bindCard(
        alice,
        body({ bankCode: ' sbin0000300 ', cardNo: '001234567890', confirmCardNo: '001234567890' }),
      );
      expect(card).toEqual({
        id: card.id,
        cardNo: 'XXXXXX7890',
        bankCode: 'SBIN0000300',
        bankName: 'State Bank of India',
      });
      const [row] = await db.query<{ account_no: string; account_lookup: string }>(
        'SELECT account_no, account_lookup FROM bank_cards WHERE id = $1',
        [card.id],
      );
      expect(row).toEqual({
        account_no: '001234567890',
        account_lookup: lookupHash(PEPPER, 'SBIN0000300:001234567890'),
      });
      const listed = await service.listCards(alice);
      expect(listed[0]).toEqual({ ...card, isDefault: true });
      expect(JSON.stringify(listed)).not.toContain('001234567890');
    });

    it('returns the existing card when the same account is added again', async () => {
      const account = { cardNo: '55554444333', confirmCardNo: '55554444333' };
      const first = await service.bindCard(alice, body({ ...account, clientId: 'device-1' }));
      const again = await service.bindCard(alice, body({ ...account, clientId: 'device-2' }));
      expect(again).toEqual(first);
      const cards = await service.listCards(alice);
      expect(cards.filter((card) => card.id === first.id)).toHaveLength(1);
      const [row] = await db.query<{ client_id: string }>(
        'SELECT client_id FROM bank_cards WHERE id = $1',
        [first.id],
      );
      expect(row?.client_id).toBe('device-1');
    });

    it('lists newest first and names banks that have no branch in the directory', async () => {
      const yes = await service.bindCard(
        alice,
        body({ bankCode: 'YESB0000001', cardNo: '998877665544', confirmCardNo: '998877665544' }),
      );
      expect(yes.bankName).toBe('Yes Bank');
      const cards = await service.listCards(alice);
      expect(cards[0]?.id).toBe(yes.id);
      const ids = cards.map((card) => card.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      for (const card of cards) expect(card.cardNo).toMatch(/^XXXXXX\d{4}$/);
    });

    it('finds only the borrower’s own card', async () => {
      const card = await service.bindCard(
        alice,
        body({ cardNo: '111122223333', confirmCardNo: '111122223333' }),
      );
      expect(await service.findOwnCard(alice, card.id)).toEqual(card);
      expect(await service.findOwnCard(bob, card.id)).toBeNull();
      expect(await service.findOwnCard(alice, 999_999_999)).toBeNull();
      expect(await service.listCards(bob)).toEqual([]);
    });

    it('flags an account bound by another borrower (same IFSC and number)', async () => {
      const account = { cardNo: '777788889999', confirmCardNo: '777788889999' };
      const mine = await service.bindCard(alice, body(account));
      expect(await service.accountSharedWithOthers(mine.id)).toBe(false);
      const elsewhere = await service.bindCard(bob, body({ ...account, bankCode: 'UTIB0000009' }));
      expect(await service.accountSharedWithOthers(elsewhere.id)).toBe(false);
      const theirs = await service.bindCard(bob, body(account));
      expect(theirs.id).not.toBe(mine.id);
      expect(await service.accountSharedWithOthers(mine.id)).toBe(true);
      expect(await service.accountSharedWithOthers(theirs.id)).toBe(true);
      expect(await service.accountSharedWithOthers(999_999_999)).toBe(false);
    });
  });

  describe('RBI list import', () => {
    const RBI_HEADER = [
      'BANK',
      'IFSC',
      'BRANCH',
      'ADDRESS',
      'CITY1',
      'CITY2',
      'STATE',
      'STD CODE',
      'PHONE',
    ];
    const rbiRows: CellValue[][] = [
      ['Reserve Bank of India: list of NEFT-enabled bank branches'],
      [],
      RBI_HEADER,
      // A branch of the seed, now in the RBI's words: updated.
      [
        'STATE BANK OF INDIA',
        'SBIN0000300',
        'MUMBAI MAIN BRANCH',
        'MUMBAI SAMACHAR MARG, FORT',
        'MUMBAI',
        'MUMBAI CITY',
        'MAHARASHTRA',
        22,
        22662015,
      ],
      [
        'STATE BANK OF INDIA',
        'SBIN0000002',
        'AJMER',
        'P B NO 5, KUTCHERY ROAD, AJMER',
        'AJMER',
        'AJMER',
        'RAJASTHAN',
        145,
        'NA',
      ],
      [
        'YES BANK',
        'yesb0000001',
        'NARIMAN POINT',
        'Shop 1, "Plaza", Nariman Point',
        'MUMBAI',
        'MUMBAI CITY',
        'MAHARASHTRA',
        22,
        'NA',
      ],
      ['INDIAN BANK', 'IDIB000A001', 'ANNA SALAI', 'NA', 'NA', 'CHENNAI', 'TAMIL NADU', 44, 'NA'],
      [
        'PUNJAB NATIONAL BANK',
        'PUNB0000100',
        'CUTTACK',
        'COLLEGE SQUARE',
        'CUTTACK',
        'CUTTACK',
        'ORISSA',
        671,
        'NA',
      ],
      [
        'ICICI BANK',
        'ICIC0000001',
        'JAMMU',
        'GANDHI NAGAR',
        'JAMMU',
        'JAMMU',
        'JAMMU & KASHMIR',
        191,
        'NA',
      ],
      // The RBI repeats its header inside the data.
      RBI_HEADER,
      ['NO SUCH BANK', 'ABCD0123456', 'NOWHERE', 'x', 'x', 'x', 'KERALA', 0, 0],
      ['STATE BANK OF INDIA', 'SBIN0ZZZZZZ', 'NOWHERE', 'x', 'x', 'x', 'KERALA', 0, 0],
      ['STATE BANK OF INDIA', 'SBIN 0000 3', 'NOWHERE', 'x', 'x', 'x', 'KERALA', 0, 0],
      ['HDFC BANK', 'HDFC0000002', 'NO STATE', 'x', 'PUNE', 'PUNE', 'NA', 0, 0],
      [
        'STATE BANK OF INDIA',
        'SBIN0000002',
        'AJMER AGAIN',
        'x',
        'AJMER',
        'AJMER',
        'RAJASTHAN',
        0,
        0,
      ],
    ];
    // 11 data rows: 1 updated, 5 new, 3 invalid codes, 1 incomplete, 1 duplicate.
    const firstImport = {
      read: 11,
      imported: 5,
      updated: 1,
      unchanged: 0,
      skipped: 5,
      skippedInvalidCode: 3,
      skippedIncomplete: 1,
      skippedDuplicate: 1,
    } satisfies IfscImportCounts;

    const csvCell = (value: CellValue) => {
      const text = value === null ? '' : String(value);
      return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    };
    const toCsv = (rows: CellValue[][]) =>
      `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

    const branch = async (code: string) =>
      (
        await db.query(
          `SELECT r.ifsc, b.code AS bank_code, b.name AS bank_name, r.branch, r.address, r.city,
             r.district, r.state
           FROM ifsc_branches r JOIN ifsc_banks b ON b.id = r.bank_id WHERE r.ifsc = $1`,
          [code],
        )
      )[0];

    it('parses quoted CSV fields with commas, quotes and line breaks', () => {
      expect([...parseCsv('a,"b, ""c""",d\r\n"multi\nline",,\n')]).toEqual([
        ['a', 'b, "c"', 'd'],
        ['multi\nline', '', ''],
      ]);
      expect([...parseCsv('x;y\n1;2')]).toEqual([
        ['x', 'y'],
        ['1', '2'],
      ]);
    });

    it('imports a CSV in batches: new, updated, and skipped rows counted', async () => {
      const counts = await importIfscFile(db, 'rbi.csv', Buffer.from(toCsv(rbiRows)), {
        batchSize: 2,
      });
      expect(counts).toEqual(firstImport);

      expect(await branch('SBIN0000300')).toEqual({
        ifsc: 'SBIN0000300',
        bank_code: 'SBIN',
        bank_name: 'State Bank of India',
        branch: 'Mumbai Main Branch',
        address: 'MUMBAI SAMACHAR MARG, FORT',
        city: 'Mumbai',
        district: 'Mumbai City',
        state: 'Maharashtra',
      });
      expect(await branch('YESB0000001')).toMatchObject({
        bank_code: 'YESB',
        bank_name: 'Yes Bank',
        address: 'Shop 1, "Plaza", Nariman Point',
      });
      // A missing city takes the district; old state names become current ones.
      expect(await branch('IDIB000A001')).toMatchObject({
        city: 'Chennai',
        district: 'Chennai',
        address: '',
        bank_name: 'Indian Bank',
      });
      expect(await branch('PUNB0000100')).toMatchObject({ state: 'Odisha' });
      expect(await branch('ICIC0000001')).toMatchObject({ state: 'Jammu and Kashmir' });
      expect(await branch('SBIN0000002')).toMatchObject({ branch: 'Ajmer', state: 'Rajasthan' });
      expect(await branch('HDFC0000002')).toBeUndefined();

      // The finder shows the new bank at once.
      const yes = (await service.listBanks()).find((bank) => bank.bankName === 'Yes Bank');
      expect(yes).toBeDefined();
      const [maharashtra] = await service.listStates(yes?.id ?? 0);
      const [mumbai] = await service.listCities(maharashtra?.id ?? '');
      expect((await service.listBranches(mumbai?.id ?? '')).map((b) => b.ifsc)).toEqual([
        'YESB0000001',
      ]);
    });

    it('changes nothing when the same file is imported again', async () => {
      const before = await db.query('SELECT * FROM ifsc_branches ORDER BY ifsc');
      const counts = await importIfscFile(db, 'rbi.csv', Buffer.from(toCsv(rbiRows)));
      expect(counts).toMatchObject({ read: 11, imported: 0, updated: 0, unchanged: 6, skipped: 5 });
      expect(await db.query('SELECT * FROM ifsc_branches ORDER BY ifsc')).toEqual(before);
    });

    it('imports an XLSX over several sheets and updates what changed', async () => {
      const changed = rbiRows.map((row) =>
        row[1] === 'SBIN0000002' && row[2] === 'AJMER'
          ? [
              'STATE BANK OF INDIA',
              'SBIN0000002',
              'AJMER',
              'NEW ADDRESS',
              'AJMER',
              'AJMER',
              'RAJASTHAN',
              145,
              0,
            ]
          : row,
      );
      const file = writeXlsx([
        { name: 'NEFT-0', rows: changed.slice(0, 6) },
        // The RBI's second sheet continues without a header.
        { name: 'NEFT-1', rows: changed.slice(6) },
        {
          name: 'NEFT-2',
          rows: [
            ['BANK', 'IFSC', 'BRANCH', 'CENTRE', 'DISTRICT', 'STATE', 'ADDRESS', 'CITY'],
            [
              'Canara Bank',
              'CNRB0000002',
              'Bangalore Main',
              'BANGALORE',
              'Bengaluru Urban',
              'KARNATAKA',
              'J C Road',
              'Bengaluru',
            ],
          ],
        },
      ]);
      const counts = await importIfscFile(db, 'rbi.xlsx', file);
      expect(counts).toEqual({
        read: 12,
        imported: 1,
        updated: 1,
        unchanged: 5,
        skipped: 5,
        skippedInvalidCode: 3,
        skippedIncomplete: 1,
        skippedDuplicate: 1,
      });
      expect(await branch('SBIN0000002')).toMatchObject({ address: 'NEW ADDRESS' });
      // CITY wins over CENTRE; mixed-case text is kept as written.
      expect(await branch('CNRB0000002')).toMatchObject({
        branch: 'Bangalore Main',
        city: 'Bengaluru',
        district: 'Bengaluru Urban',
        state: 'Karnataka',
      });
    });

    it('counts a code in two files once, when the files share their seen codes', async () => {
      const seen = new Set<string>();
      const csv = Buffer.from(toCsv(rbiRows.slice(2, 5)));
      const first = await importIfscFile(db, 'neft.csv', csv, { seen });
      const second = await importIfscFile(db, 'rtgs.csv', csv, { seen });
      expect(first).toMatchObject({ read: 2, skippedDuplicate: 0 });
      expect(second).toMatchObject({ read: 2, skippedDuplicate: 2, imported: 0, updated: 0 });
    });

    it('refuses files without the columns it needs', async () => {
      await expect(
        importIfscFile(db, 'plain.csv', Buffer.from('a,b\n1,2\n')),
      ).rejects.toBeInstanceOf(IfscImportError);
      await expect(
        importIfscFile(
          db,
          'nostate.csv',
          Buffer.from('BANK,IFSC,BRANCH,CITY\nx,SBIN0000300,y,z\n'),
        ),
      ).rejects.toThrow(/no column for state/);
      await expect(
        importIfscFile(db, 'old.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0])),
      ).rejects.toThrow(/\.xls/);
      // A zip that is no workbook: the import's own error, naming the file.
      await expect(
        importIfscFile(db, 'damaged.xlsx', zip([{ name: 'readme.txt', data: Buffer.from('x') }])),
      ).rejects.toThrow(/damaged\.xlsx: Not a readable \.xlsx file/);
    });
  });
});

describe('routes', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let token: string;
  const holder: { bank?: BankService } = {};
  const url = (path: string) => `${API_BASE_PATH}${path}`;

  beforeAll(async () => {
    t = await createTestApp({
      // Until app.ts registers bankRoutes, register them here (the same paths, so not twice).
      configure: async (instance) => {
        if (instance.hasRoute({ method: 'GET', url: url(Calls.bankList.path) })) return;
        const services = {
          get bank(): BankService {
            if (!holder.bank) throw new Error('bank service not ready');
            return holder.bank;
          },
        };
        await instance.register(
          async (api) => {
            await api.register(bankRoutes, { services });
          },
          { prefix: API_BASE_PATH },
        );
      },
    });
    app = t.app;
    await seedIfscDirectory(t.db);
    holder.bank = createBankService({ db: t.db, pepper: t.config.secretPepper });
    token = await signIn(app, '919844400201', '10.0.9.2');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string, headers: Record<string, string> = { token }) =>
    app.inject({ method: 'GET', url: url(path), headers });
  const bind = (payload: object) =>
    app.inject({ method: 'POST', url: url(Calls.bindCard.path), headers: { token }, payload });

  it.each([
    [Calls.bankCards.path],
    [Calls.bankList.path],
    [`${Calls.bankStateList.path}?pId=1`],
    [`${Calls.bankCityList.path}?stateId=x`],
    [`${Calls.bankBranchList.path}?cityId=x`],
  ])('%s needs a session', async (path) => {
    const response = await get(path, {});
    expect(response.statusCode).toBe(401);
    expect(expectEnvelope(response).code).toBe(ErrorCode.sessionInvalid);
  });

  it('walks the finder from bank to branch', async () => {
    const banks = expectEnvelope(await get(Calls.bankList.path)).data as {
      id: number;
      bankName: string;
    }[];
    const hdfc = banks.find((bank) => bank.bankName === 'HDFC Bank');
    const states = expectEnvelope(await get(`${Calls.bankStateList.path}?pId=${hdfc?.id}`))
      .data as { id: string; name: string }[];
    const karnataka = states.find((state) => state.name === 'Karnataka');
    const cities = expectEnvelope(
      await get(`${Calls.bankCityList.path}?stateId=${encodeURIComponent(karnataka?.id ?? '')}`),
    ).data as { id: string; name: string }[];
    const bengaluru = cities.find((city) => city.name === 'Bengaluru');
    const branches = expectEnvelope(
      await get(`${Calls.bankBranchList.path}?cityId=${encodeURIComponent(bengaluru?.id ?? '')}`),
    ).data as { ifsc: string }[];
    expect(branches.map((branch) => branch.ifsc)).toContain('HDFC0008446');
  });

  it('answers 400 for a malformed bank id and 404 for an unknown one', async () => {
    expect((await get(`${Calls.bankStateList.path}?pId=abc`)).statusCode).toBe(400);
    const response = await get(`${Calls.bankStateList.path}?pId=999999`);
    expect(response.statusCode).toBe(404);
    expect(expectEnvelope(response)).toMatchObject({
      code: ErrorCode.notFound,
      msg: 'Bank not found',
    });
  });

  it.each([
    [{ cardNo: '123456789', confirmCardNo: '123456789' }, FieldMessage.ifscMissing],
    [{ bankCode: 'SBIN0000691', confirmCardNo: '123456789' }, FieldMessage.accountMissing],
    [{ bankCode: 'SBIN0000691', cardNo: '123456789' }, FieldMessage.confirmAccountMissing],
    [
      { bankCode: 'SBIN0000691', cardNo: '123456789', confirmCardNo: '123456780' },
      FieldMessage.accountMismatch,
    ],
    [
      { bankCode: 'SBIN0ZZZZZZ', cardNo: '123456789', confirmCardNo: '123456789' },
      BankMessage.ifscUnknown,
    ],
  ])('bind-card %j answers “%s”', async (payload, message) => {
    const response = await bind(payload);
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response)).toMatchObject({ code: ErrorCode.failed, msg: message });
  });

  it('binds a card and lists it masked', async () => {
    const response = await bind({
      bankCode: 'SBIN0000691',
      cardNo: '30011122334455',
      confirmCardNo: '30011122334455',
      productId: 1,
      clientId: 'web-uuid-1',
    });
    expect(response.statusCode).toBe(200);
    const card = expectEnvelope(response).data as { id: number };
    expect(card).toEqual({
      id: card.id,
      cardNo: 'XXXXXX4455',
      bankCode: 'SBIN0000691',
      bankName: 'State Bank of India',
    });
    const list = await get(`${Calls.bankCards.path}?productId=1`);
    expect(expectEnvelope(list).data).toEqual([{ ...card, isDefault: true }]);
    expect(list.body).not.toContain('30011122334455');
  });
});
