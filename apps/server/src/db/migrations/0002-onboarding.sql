-- Onboarding: private uploads, identity (KYC) with the Aadhaar number encrypted at rest, liveness
-- checks, server-defined forms and their answers, urgent contacts, states and districts of India.

-- Every image a borrower uploads. The bytes live in file storage (local disk or S3-compatible);
-- this row says whose they are. Files are served only to their owner.
CREATE TABLE uploaded_files (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  upload_type text NOT NULL CHECK (upload_type IN ('aadhaarFront', 'aadhaarBack', 'pan', 'face')),
  storage_key text NOT NULL UNIQUE,
  content_type text NOT NULL,
  byte_size integer NOT NULL,
  sha256 text NOT NULL,
  width integer,
  height integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploaded_files_user ON uploaded_files (user_id, upload_type, created_at DESC);

-- Identity of a borrower. The Aadhaar number is never stored in plain text: aadhaar_cipher holds
-- AES-256-GCM ciphertext (key from configuration), aadhaar_lookup an HMAC used to find the same
-- number on another account, aadhaar_last4 the part that may be shown.
CREATE TABLE user_identity (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  real_name text,
  aadhaar_cipher text,
  aadhaar_lookup text UNIQUE,
  aadhaar_last4 text,
  pan_no text,
  kyc_method text CHECK (kyc_method IN ('upload', 'aadhaar-otp')),
  aadhaar_front_file uuid REFERENCES uploaded_files (id),
  aadhaar_back_file uuid REFERENCES uploaded_files (id),
  pan_file uuid REFERENCES uploaded_files (id),
  -- What OCR read from the cards, until the borrower confirms or corrects it.
  recognized_name text,
  recognized_aadhaar_cipher text,
  recognized_aadhaar_last4 text,
  recognized_pan text,
  -- Aadhaar one-time-code verification (Aadhaar-number variant).
  otp_reference text,
  otp_aadhaar_lookup text,
  verified_aadhaar_lookup text,
  verified_aadhaar_cipher text,
  aadhaar_verified_at timestamptz,
  kyc_completed_at timestamptz,
  face_check_id uuid,
  face_completed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One-time codes of the Aadhaar sandbox provider (the real provider keeps its own).
CREATE TABLE aadhaar_sandbox_otps (
  reference_id uuid PRIMARY KEY,
  aadhaar_lookup text NOT NULL,
  phone text NOT NULL,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  wrong_tries integer NOT NULL DEFAULT 0,
  consumed_at timestamptz
);
CREATE INDEX aadhaar_sandbox_otps_lookup ON aadhaar_sandbox_otps (aadhaar_lookup, created_at DESC);

-- Liveness checks: the verdict, the checks applied and the evidence photo. No face template.
CREATE TABLE liveness_checks (
  id uuid PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  file_id uuid NOT NULL REFERENCES uploaded_files (id),
  provider text NOT NULL,
  status integer NOT NULL,
  message text NOT NULL,
  checks jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX liveness_checks_user ON liveness_checks (user_id, created_at DESC);

-- Field definitions of the basic and work information forms; operators edit these rows.
CREATE TABLE form_fields (
  id bigserial PRIMARY KEY,
  form text NOT NULL CHECK (form IN ('baseInfo', 'workInfo')),
  param text NOT NULL,
  label text NOT NULL,
  placeholder text NOT NULL,
  data_type text NOT NULL CHECK (data_type IN ('0', '1', '3', '4', '5')),
  check_type integer NOT NULL DEFAULT 0,
  check_req integer NOT NULL DEFAULT 0,
  length_min integer NOT NULL DEFAULT 0,
  length_max integer NOT NULL DEFAULT 5,
  hideable boolean NOT NULL DEFAULT false,
  dictionary jsonb NOT NULL DEFAULT '[]',
  sort_order integer NOT NULL,
  active boolean NOT NULL DEFAULT true,
  UNIQUE (form, param)
);

-- A borrower's answers to one form; completed_at is set when a submission passed every rule.
CREATE TABLE form_answers (
  user_id bigint NOT NULL REFERENCES users (id),
  form text NOT NULL CHECK (form IN ('baseInfo', 'workInfo')),
  answers jsonb NOT NULL,
  completed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, form)
);

CREATE TABLE user_contacts (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  one_name text NOT NULL,
  one_mobile text NOT NULL,
  one_relation text NOT NULL,
  two_name text NOT NULL,
  two_mobile text NOT NULL,
  two_relation text NOT NULL,
  third_name text NOT NULL,
  third_mobile text NOT NULL,
  third_relation text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- States and union territories of India and their districts.
CREATE TABLE geo_states (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  is_union_territory boolean NOT NULL DEFAULT false
);
CREATE TABLE geo_districts (
  id serial PRIMARY KEY,
  state_id integer NOT NULL REFERENCES geo_states (id),
  name text NOT NULL,
  UNIQUE (state_id, name)
);
