import type {
  FormDictionaryItem,
  FormFieldDefinition,
  FormValues,
} from '@saral/contract/onboarding';
import type { Queryable } from '../../db/database';

export type FormName = 'baseInfo' | 'workInfo';

type FieldRow = {
  param: string;
  label: string;
  placeholder: string;
  data_type: FormFieldDefinition['dataType'];
  check_type: number;
  check_req: number;
  length_min: number;
  length_max: number;
  hideable: boolean;
  dictionary: FormDictionaryItem[];
};

export type StoredField = FormFieldDefinition & { placeholder: string };

/** Field definitions (operator-editable rows of form_fields) and the borrower's answers. */
export function createFormRepository(db: Queryable) {
  return {
    async fields(form: FormName): Promise<StoredField[]> {
      const rows = await db.query<FieldRow>(
        `SELECT param, label, placeholder, data_type, check_type, check_req, length_min,
           length_max, hideable, dictionary
         FROM form_fields WHERE form = $1 AND active ORDER BY sort_order, id`,
        [form],
      );
      return rows.map((row) => ({
        key: row.label,
        label: row.placeholder,
        placeholder: row.placeholder,
        value: row.param,
        dataType: row.data_type,
        checkType: row.check_type,
        checkReq: row.check_req,
        lengthLimitMin: row.length_min,
        lengthLimitMax: row.length_max,
        dictionaryVoList: row.dictionary,
        hideable: row.hideable,
      }));
    },

    async answers(
      userId: number,
      form: FormName,
    ): Promise<{ values: FormValues; completed: boolean } | null> {
      const rows = await db.query<{ answers: FormValues; completed_at: Date | null }>(
        'SELECT answers, completed_at FROM form_answers WHERE user_id = $1 AND form = $2',
        [userId, form],
      );
      const row = rows[0];
      return row ? { values: row.answers, completed: row.completed_at !== null } : null;
    },

    /**
     * Saves what was sent; completedAt is null while some answer still breaks a rule. Such a
     * refused save is kept only as a draft before the first valid one: it never replaces answers
     * that passed, which stay in force (and the step complete) until a valid save replaces them.
     */
    async saveAnswers(
      userId: number,
      form: FormName,
      values: FormValues,
      completedAt: Date | null,
    ): Promise<void> {
      await db.query(
        `INSERT INTO form_answers (user_id, form, answers, completed_at)
         VALUES ($1, $2, $3::jsonb, $4)
         ON CONFLICT (user_id, form) DO UPDATE SET answers = EXCLUDED.answers,
           completed_at = EXCLUDED.completed_at, updated_at = now()
         WHERE form_answers.completed_at IS NULL OR EXCLUDED.completed_at IS NOT NULL`,
        [userId, form, JSON.stringify(values), completedAt],
      );
    },
  };
}
