-- A web session opened with the app's own token (POST /user/v1/user-login) is the child of that
-- session: it never outlives it, ends when it is revoked, and cannot be exchanged again, so a
-- stolen token cannot be turned into a fresh session that survives Quit.
ALTER TABLE sessions
  ADD COLUMN parent_session_id bigint REFERENCES sessions (id);

-- Revoking a parent looks up its children.
CREATE INDEX sessions_parent ON sessions (parent_session_id) WHERE parent_session_id IS NOT NULL;
