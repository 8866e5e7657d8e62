-- The amount the borrower applied for. loan_amount_paise follows a reviewer approving less (and
-- the borrower choosing less at Get Money); this keeps what was asked, so the confirm screen can
-- say the approval is for less. Orders before this column take their current amount.
ALTER TABLE orders ADD COLUMN applied_amount_paise bigint;
UPDATE orders SET applied_amount_paise = loan_amount_paise;
