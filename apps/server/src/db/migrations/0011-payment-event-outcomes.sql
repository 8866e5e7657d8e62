-- What became of each payment webhook event, and how the borrower paid: 'credited', 'overpaid'
-- (a second payment of a paid link, kept as the borrower's credit), 'recorded' (failed, cancelled
-- or expired), 'unknown-link', or 'rejected' with the reason (e.g. a paid event of no money).
ALTER TABLE payment_events
  ADD COLUMN outcome text,
  ADD COLUMN reason text,
  ADD COLUMN method text;
