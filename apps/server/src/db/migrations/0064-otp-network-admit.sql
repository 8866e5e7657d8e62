-- A login-code send is admitted against its client network's budget in one statement of its own:
-- the function takes the phone's and the network's advisory locks, counts the network's sends of
-- the last minute and hour and records this send when both are under their limits. Run alone,
-- the statement is its own transaction, so the locks are let go as it ends, without waiting for
-- the server's next round trip (under a sign-up burst from one carrier address, a lock held
-- across round trips to a busy process queued every send behind it). Each query inside a
-- PL/pgSQL function takes a new snapshot (READ COMMITTED), so the count sees every send committed
-- before the lock was granted. The phone's lock makes a second send for the same phone from
-- another network wait until this one's row is committed, so the per-phone checks that follow
-- (counting the sends admitted before theirs) always see it. The commit does not wait for the
-- disk: a crash may forget the last moment's sends, which only gives that budget back.
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
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM pg_advisory_xact_lock(hashtext('otp:' || p_phone));
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
