import { useEffect, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UploadDeviceInfo } from '@saral/contract/api/device';
import { Link } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { serverWantsGpsQuery, uploadGpsMutation } from '../api/device-location-api';
import { currentGps, geolocationPermission, geolocationSupported } from '../device-position';
import { locationAnswer, locationStep, saveLocationAnswer } from '../location-consent';
import { useMessages } from '../../../shared/i18n/i18n';
import { deviceLocationMessages } from '../i18n/en';
import '../../../shared/ui/notice-card.css';

/**
 * Home's location question (spec section 4): when the server wants a location, explain why and
 * ask once. An inline card, not a modal: the borrower may ignore it, and any refusal, error or
 * timeout is silent, so it never stands between the borrower and a loan.
 */
export function LocationRequest() {
  const phone = useSession()?.phone ?? '';
  const serverWantsGps = useQuery(serverWantsGpsQuery()).data === true;
  const queryClient = useQueryClient();
  const t = useMessages(deviceLocationMessages);
  const { mutate: uploadGps } = useMutation({
    ...uploadGpsMutation(),
    // A failure stays quiet: the server asks again on a later visit.
    meta: { errorDisplay: 'inline' },
    // Sent: Home stops asking for now.
    onSuccess: () => queryClient.setQueryData(serverWantsGpsQuery().queryKey, false),
  });
  // Once answered (here or before), the question never returns.
  const [answeredNow, setAnsweredNow] = useState(false);
  const savedAnswer = locationAnswer(phone);
  // Worked out while rendering, not in an effect: the card comes in the same frame as the rest of
  // Home's content instead of pushing it down a moment later (a layout shift).
  const asking =
    !answeredNow &&
    locationStep({
      serverWantsGps,
      geolocationSupported: geolocationSupported(),
      answer: savedAnswer,
      permission: 'unknown',
    }) === 'ask';

  useEffect(() => {
    // Only a borrower who allowed before needs the permission state (reading it never prompts):
    // while the browser still grants it, the location is refreshed without asking.
    // (Not after allowing here: that answer sends the location itself.)
    if (savedAnswer !== 'allowed' || answeredNow) return;
    let cancelled = false;
    void (async () => {
      const permission = await geolocationPermission();
      const step = locationStep({
        serverWantsGps,
        geolocationSupported: geolocationSupported(),
        answer: savedAnswer,
        permission,
      });
      if (!cancelled && step === 'refresh') void sendLocation(uploadGps);
    })();
    return () => {
      cancelled = true;
    };
  }, [answeredNow, savedAnswer, serverWantsGps, uploadGps]);

  const answer = (allowed: boolean) => {
    saveLocationAnswer(phone, allowed ? 'allowed' : 'declined');
    setAnsweredNow(true);
    if (allowed) void sendLocation(uploadGps);
  };

  if (!asking) return null;
  return (
    <section className="notice-card" aria-labelledby="location-request-title">
      <h2 id="location-request-title" className="notice-card__title">
        {t.title}
      </h2>
      <p className="notice-card__text">
        {t.textBefore}
        <Link to="/protocol/privacy">{t.privacyLink}</Link>
        {t.textAfter}
      </p>
      <div className="notice-card__actions">
        <Button size="small" fill="outline" onClick={() => answer(false)}>
          {t.notNow}
        </Button>
        <Button size="small" color="primary" onClick={() => answer(true)}>
          {t.allow}
        </Button>
      </div>
    </section>
  );
}

/** Reads the position and uploads it; refusal, error or timeout end quietly. */
async function sendLocation(upload: (gps: UploadDeviceInfo['gps']) => void) {
  const gps = await currentGps();
  if (gps) upload(gps);
}
