import type { Queryable } from '../database';
import { IFSC_DIRECTORY } from './ifsc-directory';

/**
 * Idempotent: adds the banks and branches of the starter directory that are missing and leaves
 * existing rows alone, so an imported RBI list is never rolled back to the seed's text. Call it
 * inside the seed transaction (after its advisory lock).
 */
export async function seedIfscDirectory(tx: Queryable): Promise<void> {
  // Only missing banks are inserted, so a re-run draws no serial numbers (bank ids are public).
  await tx.query(
    `INSERT INTO ifsc_banks (code, name)
     SELECT wanted.code, wanted.name
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS wanted (code, name, position)
     WHERE NOT EXISTS (SELECT 1 FROM ifsc_banks b WHERE b.code = wanted.code)
     ORDER BY wanted.position
     ON CONFLICT DO NOTHING`,
    [IFSC_DIRECTORY.map((bank) => bank.code), IFSC_DIRECTORY.map((bank) => bank.name)],
  );

  const branches = IFSC_DIRECTORY.flatMap((bank) =>
    bank.branches.map((branch) => ({ ...branch, bankCode: bank.code })),
  );
  const column = (key: keyof (typeof branches)[number]) => branches.map((branch) => branch[key]);
  await tx.query(
    `INSERT INTO ifsc_branches (ifsc, bank_id, state, district, city, branch, address)
     SELECT wanted.ifsc, b.id, wanted.state, wanted.district, wanted.city, wanted.branch,
       wanted.address
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::text[]) AS wanted (ifsc, bank_code, state, district, city, branch, address)
     JOIN ifsc_banks b ON b.code = wanted.bank_code
     ON CONFLICT (ifsc) DO NOTHING`,
    [
      column('ifsc'),
      column('bankCode'),
      column('state'),
      column('district'),
      column('city'),
      column('branch'),
      column('address'),
    ],
  );
}
