-- Help FAQ, About us, privacy policy and terms per language (issue 17): each language of a key
-- has its own numbered versions. Existing versions are English. The borrower API serves the
-- version in the request's language and falls back to English when that language has none.
ALTER TABLE content_versions ADD COLUMN language text NOT NULL DEFAULT 'en';
ALTER TABLE content_versions ADD CONSTRAINT content_versions_language_known
  CHECK (language IN ('en', 'hi'));
ALTER TABLE content_versions DROP CONSTRAINT content_versions_pkey;
ALTER TABLE content_versions ADD PRIMARY KEY (key, language, version);
DROP INDEX content_versions_effective;
CREATE INDEX content_versions_effective
  ON content_versions (key, language, effective_from DESC, version DESC);
