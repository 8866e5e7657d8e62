-- A login-code send is counted against its client network's budget in one call: the function
-- takes the network's advisory lock, counts the sends of the last minute and hour and records
-- this one when both are under their limits. Done in separate statements from the server, the
-- lock was held across four round trips; under a sign-up burst from one carrier address every
-- send queued behind a holder whose process was busy with other calls, holding a pooled
-- connection all the while. Each query inside a PL/pgSQL function takes a new snapshot (READ
-- COMMITTED), so the count sees every send committed before the lock was granted.
CREATE FUNCTION otp_network_admit(
  p_phone text,
  p_ip text,
  p_network text,
  p_now timestamptz,
  p_minute_limit int,
  p_hour_limit int
) RETURNS TABLE (send_id bigint, minute int, oldest timestamptz, hour int)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('otp-ip:' || p_network));
  SELECT count(*) FILTER (WHERE s.created_at > p_now - interval '1 minute')::int,
         min(s.created_at) FILTER (WHERE s.created_at > p_now - interval '1 minute'),
         count(*)::int
    INTO minute, oldest, hour
    FROM otp_sends s
   WHERE s.network = p_network AND s.created_at > p_now - interval '1 hour';
  send_id := NULL;
  IF minute < p_minute_limit AND hour < p_hour_limit THEN
    INSERT INTO otp_sends (phone, ip, network, created_at)
    VALUES (p_phone, p_ip, p_network, p_now)
    RETURNING id INTO send_id;
  END IF;
  RETURN NEXT;
END;
$$;
