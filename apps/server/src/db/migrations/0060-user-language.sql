-- The language the borrower reads (issue 17): chosen in the app (login screen or Account), kept
-- in the profile so server-side messages can use it. English until the borrower chooses.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en';
ALTER TABLE users ADD CONSTRAINT users_language_known CHECK (language IN ('en', 'hi'));
