-- Operations console: six operator roles, sign-in times, session ids and addresses, and an
-- append-only audit log of every state-changing operator action.

-- Existing rows (viewer, reviewer, admin) stay valid.
ALTER TABLE operators DROP CONSTRAINT operators_role_check;
ALTER TABLE operators ADD CONSTRAINT operators_role_check
  CHECK (role IN ('admin', 'reviewer', 'collections', 'finance', 'support', 'viewer'));
ALTER TABLE operators ADD COLUMN last_sign_in_at timestamptz;

-- Sessions get a short id (admins revoke by it; the token hash never leaves the server) and
-- the address they were opened from.
ALTER TABLE operator_sessions ADD COLUMN id bigserial;
ALTER TABLE operator_sessions ADD CONSTRAINT operator_sessions_id_key UNIQUE (id);
ALTER TABLE operator_sessions ADD COLUMN ip text;
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);

CREATE TABLE operator_audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  -- null: a failed sign-in with an unknown username.
  operator_id bigint REFERENCES operators (id),
  -- The operator's username then (for a failed sign-in, the name that was tried).
  operator_username text NOT NULL,
  ip text,
  action text NOT NULL,
  entity_type text,
  entity_id text,
  before jsonb,
  after jsonb
);
CREATE INDEX operator_audit_log_newest ON operator_audit_log (at DESC, id DESC);
CREATE INDEX operator_audit_log_operator ON operator_audit_log (operator_username, at DESC);
CREATE INDEX operator_audit_log_entity ON operator_audit_log (entity_type, entity_id, at DESC);

-- Append-only, enforced by the database itself: no UPDATE, DELETE or TRUNCATE, whoever asks.
-- (The body stays on one line: the migration runner splits statements at line-ending semicolons.)
CREATE FUNCTION operator_audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'operator_audit_log is append-only: % refused', TG_OP; END $$;
CREATE TRIGGER operator_audit_log_no_change BEFORE UPDATE OR DELETE ON operator_audit_log
  FOR EACH ROW EXECUTE FUNCTION operator_audit_log_refuse_change();
CREATE TRIGGER operator_audit_log_no_truncate BEFORE TRUNCATE ON operator_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_log_refuse_change();
