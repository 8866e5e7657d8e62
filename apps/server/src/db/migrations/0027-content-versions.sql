-- Texts operators edit in the console (help FAQ, About us, privacy policy, terms of use), kept as
-- numbered versions per key. The borrower API serves the version that took effect last
-- (effective_from <= now); a future-dated version waits for its day. A key without versions
-- serves the text shipped with the app (faq_items, app_settings about_us, legal-texts.ts).
CREATE TABLE content_versions (
  key text NOT NULL CHECK (key IN ('faq', 'about', 'privacy', 'terms')),
  version integer NOT NULL CHECK (version > 0),
  body text NOT NULL,
  effective_from timestamptz NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (key, version)
);
CREATE INDEX content_versions_effective ON content_versions (key, effective_from DESC, version DESC);
