-- Product terms change through the console: an admin proposes a version, a second admin approves
-- it, and the approved version is written to the products row (what the catalog, Home, the
-- calculation and apply read). Every version is kept; an order keeps the version it was priced
-- with.

CREATE TABLE product_versions (
  id bigserial PRIMARY KEY,
  product_id bigint NOT NULL REFERENCES products (id),
  version integer NOT NULL CHECK (version > 0),
  -- The editable terms, amounts in paise: maxAmountPaise, amountChoicesPaise,
  -- dailyInterestPercent, processingFeePercent, periodDays, periodChoices, tenureLabel.
  terms jsonb NOT NULL,
  -- The approved version the proposal was made on (null for the first version).
  base_version integer,
  reason text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'superseded')),
  -- Null for the first version, taken from the products row when versions began.
  proposed_by bigint REFERENCES operators (id),
  proposed_by_username text NOT NULL,
  proposed_at timestamptz NOT NULL,
  decided_by bigint REFERENCES operators (id),
  decided_by_username text,
  decided_at timestamptz,
  decision_reason text,
  UNIQUE (product_id, version),
  CHECK (status = 'pending' OR decided_at IS NOT NULL)
);
-- One approved version per product (the products row holds its terms), one proposal at a time.
CREATE UNIQUE INDEX product_versions_one_approved ON product_versions (product_id)
  WHERE status = 'approved';
CREATE UNIQUE INDEX product_versions_one_pending ON product_versions (product_id)
  WHERE status = 'pending';

-- Version 1 of every product from its current row (the seed does the same for products it adds).
INSERT INTO product_versions (product_id, version, terms, base_version, reason, status,
  proposed_by_username, proposed_at, decided_by_username, decided_at)
SELECT id, 1,
  jsonb_build_object(
    'maxAmountPaise', max_amount_paise,
    'amountChoicesPaise', to_jsonb(amount_list_paise),
    'dailyInterestPercent', daily_interest_percent,
    'processingFeePercent', processing_fee_percent,
    'periodDays', period_days,
    'periodChoices', to_jsonb(period_list),
    'tenureLabel', tenure_label),
  NULL, 'The terms in force when versions began', 'approved', 'system', now(), 'system', now()
FROM products
WHERE NOT EXISTS (SELECT 1 FROM product_versions v WHERE v.product_id = products.id);

-- The version an order was priced with (null on orders from before versions).
ALTER TABLE orders ADD COLUMN product_version_id bigint REFERENCES product_versions (id);
