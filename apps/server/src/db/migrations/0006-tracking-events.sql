-- Tracking uploads become idempotent: the web app gives every event an id and sends it again
-- until a reply acknowledges it (a page-hide beacon's delivery is unknown), so each id is
-- stored once. Older rows and clients without ids keep event_id NULL, which never conflicts.
ALTER TABLE tracking_events ADD COLUMN event_id uuid;
CREATE UNIQUE INDEX tracking_events_event_id ON tracking_events (event_id);

-- One browser's events, newest first (support questions, the development inspection route).
CREATE INDEX tracking_events_web_uuid ON tracking_events (web_uuid, id);
