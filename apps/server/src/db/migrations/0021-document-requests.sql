-- Operators ask a borrower whose application is under review for a document again (a card or the
-- face photo): the onboarding step is reopened and the request, with its reason, kept here.
CREATE TABLE document_requests (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('aadhaarFront', 'aadhaarBack', 'pan', 'face')),
  reason text NOT NULL,
  -- The image the borrower had given, kept for comparison with the new one.
  previous_file_id uuid REFERENCES uploaded_files (id),
  operator_id bigint REFERENCES operators (id),
  requested_by text NOT NULL,
  requested_at timestamptz NOT NULL
);
CREATE INDEX document_requests_user ON document_requests (user_id, requested_at);
