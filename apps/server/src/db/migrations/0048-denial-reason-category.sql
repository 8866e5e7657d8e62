-- The reason category an operator chose when denying (DENIAL_REASON_CATEGORIES): the borrower is
-- shown it on the denied screen. reason keeps the operator's own note, which the borrower never
-- sees. Null for approvals, the automatic review and denials before this column.
ALTER TABLE order_decisions
  ADD COLUMN reason_category text CHECK (char_length(reason_category) BETWEEN 2 AND 120);
