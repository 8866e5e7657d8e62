-- Decision rules and credit tiers change like product terms: an admin proposes a version, a
-- second admin approves it. Every version is kept here; the approved one is what applies
-- (decision rules: also copied to product_decision_rules, which the review reads).

CREATE TABLE setting_versions (
  id bigserial PRIMARY KEY,
  -- What is versioned: 'decision-rules' of product subject_id, or 'credit-tiers' (subject_id 0).
  subject text NOT NULL CHECK (subject IN ('decision-rules', 'credit-tiers')),
  subject_id bigint NOT NULL,
  version integer NOT NULL CHECK (version > 0),
  -- decision-rules: the DecisionRules object; credit-tiers: [{loans, minPaise, maxPaise}].
  value jsonb NOT NULL,
  base_version integer,
  reason text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'superseded')),
  proposed_by bigint REFERENCES operators (id),
  proposed_by_username text NOT NULL,
  proposed_at timestamptz NOT NULL,
  decided_by bigint REFERENCES operators (id),
  decided_by_username text,
  decided_at timestamptz,
  decision_reason text,
  UNIQUE (subject, subject_id, version),
  CHECK (status = 'pending' OR decided_at IS NOT NULL)
);
CREATE UNIQUE INDEX setting_versions_one_approved ON setting_versions (subject, subject_id)
  WHERE status = 'approved';
CREATE UNIQUE INDEX setting_versions_one_pending ON setting_versions (subject, subject_id)
  WHERE status = 'pending';

-- The approved version whose rules product_decision_rules holds.
ALTER TABLE product_decision_rules ADD COLUMN version integer;

-- Version 1 of every product's stored rules (the seed adds the rest, with the defaults).
INSERT INTO setting_versions (subject, subject_id, version, value, base_version, reason, status,
  proposed_by_username, proposed_at, decided_by_username, decided_at)
SELECT 'decision-rules', product_id, 1, rules, NULL, 'The rules in force when versions began',
  'approved', 'system', now(), 'system', now()
FROM product_decision_rules;
UPDATE product_decision_rules SET version = 1;

-- Version 1 of the credit tiers: the ones the code held until now.
INSERT INTO setting_versions (subject, subject_id, version, value, base_version, reason, status,
  proposed_by_username, proposed_at, decided_by_username, decided_at)
VALUES ('credit-tiers', 0, 1,
  '[{"loans":1,"minPaise":100000,"maxPaise":500000},
    {"loans":3,"minPaise":300000,"maxPaise":1000000},
    {"loans":5,"minPaise":500000,"maxPaise":4000000}]'::jsonb,
  NULL, 'The tiers in force when versions began', 'approved', 'system', now(), 'system', now());

-- The decision-rules version whose checks orders.checks holds (null before versions).
ALTER TABLE orders ADD COLUMN rules_version integer;
