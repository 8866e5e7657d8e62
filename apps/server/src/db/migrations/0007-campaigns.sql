-- Campaigns: the audience a landing link (?campaign=code) belongs to. An iOS-only campaign shows
-- non-iOS visitors the /alert notice; on iOS its Apply leads to the campaign's own h5 site.
CREATE TABLE campaigns (
  code text PRIMARY KEY CHECK (code ~ '^[a-z0-9][a-z0-9_-]{1,63}$'),
  ios_only boolean NOT NULL DEFAULT false,
  -- NULL: the web app's default h5 site.
  ios_h5_url text CHECK (ios_h5_url IS NULL OR ios_h5_url LIKE 'https://%'),
  -- An inactive campaign is treated like an unknown code: nobody is turned away.
  active boolean NOT NULL DEFAULT true,
  -- The operator of the last change; NULL for seeded rows.
  updated_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
