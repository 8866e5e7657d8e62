import type { ContactsBody } from '@saral/contract/api/onboarding';
import { FieldMessage } from '@saral/contract/field-rules';
import type { Database } from '../../db/database';
import { failed } from '../../shared/app-error';
import { createUserRepository } from '../users/user-repository';

type ContactsRow = {
  one_name: string;
  one_mobile: string;
  one_relation: string;
  two_name: string;
  two_mobile: string;
  two_relation: string;
  third_name: string;
  third_mobile: string;
  third_relation: string;
};

const MOBILE_FIELDS = ['oneMobile', 'twoMobile', 'thirdMobile'] as const;

/**
 * An emergency contact must be someone else: the borrower's own number reaches no one who could
 * help. Refused with data.field naming the first block that holds it, for the form to mark.
 */
async function refuseOwnNumber(db: Database, userId: number, contacts: ContactsBody) {
  const user = await createUserRepository(db).findById(userId);
  // Phones are stored with the 91 prefix; contacts are typed as the 10 local digits.
  const own = user?.phone.slice(-10);
  const field = MOBILE_FIELDS.find((key) => contacts[key] === own);
  if (own && field) throw failed(FieldMessage.contactOwnNumber, 400, { field });
}

/** The three urgent contacts the borrower types in (page type 4). The address book is never read. */
export function createContactsService(db: Database) {
  return {
    async save(userId: number, contacts: ContactsBody): Promise<void> {
      await refuseOwnNumber(db, userId, contacts);
      await db.query(
        `INSERT INTO user_contacts (user_id, one_name, one_mobile, one_relation, two_name,
           two_mobile, two_relation, third_name, third_mobile, third_relation)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (user_id) DO UPDATE SET
           one_name = EXCLUDED.one_name, one_mobile = EXCLUDED.one_mobile,
           one_relation = EXCLUDED.one_relation, two_name = EXCLUDED.two_name,
           two_mobile = EXCLUDED.two_mobile, two_relation = EXCLUDED.two_relation,
           third_name = EXCLUDED.third_name, third_mobile = EXCLUDED.third_mobile,
           third_relation = EXCLUDED.third_relation, updated_at = now()`,
        [
          userId,
          contacts.oneName,
          contacts.oneMobile,
          contacts.oneRelation,
          contacts.twoName,
          contacts.twoMobile,
          contacts.twoRelation,
          contacts.thirdName,
          contacts.thirdMobile,
          contacts.thirdRelation,
        ],
      );
    },

    async find(userId: number): Promise<ContactsBody | null> {
      const rows = await db.query<ContactsRow>('SELECT * FROM user_contacts WHERE user_id = $1', [
        userId,
      ]);
      const row = rows[0];
      if (!row) return null;
      return {
        oneName: row.one_name,
        oneMobile: row.one_mobile,
        oneRelation: row.one_relation as ContactsBody['oneRelation'],
        twoName: row.two_name,
        twoMobile: row.two_mobile,
        twoRelation: row.two_relation as ContactsBody['twoRelation'],
        thirdName: row.third_name,
        thirdMobile: row.third_mobile,
        thirdRelation: row.third_relation as ContactsBody['thirdRelation'],
      };
    },
  };
}
export type ContactsService = ReturnType<typeof createContactsService>;
