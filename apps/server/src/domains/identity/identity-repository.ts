import type { CardType, UploadType } from '@saral/contract/onboarding';
import type { Queryable } from '../../db/database';

export type IdentityRow = {
  user_id: number;
  real_name: string | null;
  aadhaar_cipher: string | null;
  aadhaar_lookup: string | null;
  aadhaar_last4: string | null;
  pan_no: string | null;
  kyc_method: 'upload' | 'aadhaar-otp' | null;
  aadhaar_front_file: string | null;
  aadhaar_back_file: string | null;
  pan_file: string | null;
  recognized_name: string | null;
  recognized_aadhaar_cipher: string | null;
  recognized_aadhaar_last4: string | null;
  recognized_pan: string | null;
  otp_reference: string | null;
  otp_aadhaar_lookup: string | null;
  verified_aadhaar_lookup: string | null;
  verified_aadhaar_cipher: string | null;
  aadhaar_verified_at: Date | null;
  kyc_completed_at: Date | null;
  face_check_id: string | null;
  face_completed_at: Date | null;
};

/** Columns a service may set; the row is created on first write. */
export type IdentityChange = Partial<Omit<IdentityRow, 'user_id'>>;

export const CARD_FILE_COLUMN = {
  aadhaarFront: 'aadhaar_front_file',
  aadhaarBack: 'aadhaar_back_file',
  pan: 'pan_file',
} as const satisfies Record<CardType, keyof IdentityRow>;

const WRITABLE_COLUMNS = new Set<string>([
  'real_name',
  'aadhaar_cipher',
  'aadhaar_lookup',
  'aadhaar_last4',
  'pan_no',
  'kyc_method',
  'aadhaar_front_file',
  'aadhaar_back_file',
  'pan_file',
  'recognized_name',
  'recognized_aadhaar_cipher',
  'recognized_aadhaar_last4',
  'recognized_pan',
  'otp_reference',
  'otp_aadhaar_lookup',
  'verified_aadhaar_lookup',
  'verified_aadhaar_cipher',
  'aadhaar_verified_at',
  'kyc_completed_at',
  'face_check_id',
  'face_completed_at',
]);

export type UploadedFileRow = {
  id: string;
  user_id: number;
  upload_type: UploadType;
  storage_key: string;
  content_type: string;
  byte_size: number;
  /** 'aes-256-gcm-v1', or null for a file stored in plain before images were encrypted. */
  encryption: 'aes-256-gcm-v1' | null;
};

export function createIdentityRepository(db: Queryable) {
  return {
    async find(userId: number): Promise<IdentityRow | null> {
      const rows = await db.query<IdentityRow>('SELECT * FROM user_identity WHERE user_id = $1', [
        userId,
      ]);
      return rows[0] ?? null;
    },

    async update(userId: number, change: IdentityChange): Promise<void> {
      const entries = Object.entries(change).filter(([column]) => WRITABLE_COLUMNS.has(column));
      if (entries.length === 0) return;
      const columns = entries.map(([column]) => column);
      const values = entries.map(([, value]) => (value === undefined ? null : value)) as (
        string | Date | null
      )[];
      await db.query(
        `INSERT INTO user_identity (user_id, ${columns.join(', ')}, updated_at)
         VALUES ($1, ${columns.map((_, index) => `$${index + 2}`).join(', ')}, now())
         ON CONFLICT (user_id) DO UPDATE SET
           ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')},
           updated_at = now()`,
        [userId, ...values],
      );
    },

    /** The user who holds this Aadhaar (by its lookup hash), if any. */
    async ownerOfAadhaar(lookup: string): Promise<number | null> {
      const rows = await db.query<{ user_id: number }>(
        'SELECT user_id FROM user_identity WHERE aadhaar_lookup = $1',
        [lookup],
      );
      return rows[0] ? Number(rows[0].user_id) : null;
    },

    async insertFile(file: UploadedFileRow & { sha256: string; width: number; height: number }) {
      await db.query(
        `INSERT INTO uploaded_files
           (id, user_id, upload_type, storage_key, content_type, byte_size, sha256, width, height,
            encryption)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          file.id,
          file.user_id,
          file.upload_type,
          file.storage_key,
          file.content_type,
          file.byte_size,
          file.sha256,
          file.width,
          file.height,
          file.encryption,
        ],
      );
    },

    /** Files stored in plain before images were encrypted, in id order after `afterId`. */
    async plainFilesAfter(afterId: string, limit: number): Promise<UploadedFileRow[]> {
      return db.query<UploadedFileRow>(
        `SELECT id, user_id, upload_type, storage_key, content_type, byte_size, encryption
         FROM uploaded_files WHERE encryption IS NULL AND id > $1 ORDER BY id LIMIT $2`,
        [afterId, limit],
      );
    },

    /** Points a plain file's row at its encrypted copy; false when it was done already. */
    async markEncrypted(id: string, storageKey: string, encryption: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE uploaded_files SET storage_key = $2, encryption = $3
         WHERE id = $1 AND encryption IS NULL RETURNING id`,
        [id, storageKey, encryption],
      );
      return rows.length > 0;
    },

    /** A file of this user; another borrower's file is as good as missing. */
    async findOwnFile(userId: number, fileId: string): Promise<UploadedFileRow | null> {
      const rows = await db.query<UploadedFileRow>(
        `SELECT id, user_id, upload_type, storage_key, content_type, byte_size, encryption
         FROM uploaded_files WHERE id = $1 AND user_id = $2`,
        [fileId, userId],
      );
      return rows[0] ?? null;
    },
  };
}
export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
