-- Why the borrower borrows, asked when applying (spec: loan purpose choices); lenders record it
-- for underwriting and RBI reporting. Null when the borrower left it unsaid (and on older orders).
ALTER TABLE orders ADD COLUMN purpose text CHECK (
  purpose IN ('Shopping', 'Medical treatment', 'Education', 'Tourism', 'Living expenses',
    'Purchase of vehicles')
);
