-- Cards show each product's real term (the spec's 'Tenure 91~180 days' is not any product's).
-- Operators edit the label together with period_days.
ALTER TABLE products ADD COLUMN tenure_label text;
UPDATE products SET tenure_label = 'Tenure ' || period_days || ' days';
ALTER TABLE products ALTER COLUMN tenure_label SET NOT NULL;
