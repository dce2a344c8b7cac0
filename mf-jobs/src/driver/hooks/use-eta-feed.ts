import { useEffect } from 'react';
import type { DriverApi } from '../api/driver-api';
import { ETA_EVERY_MS } from '../model/eta-job';
import { currentPosition, type PositionConsent } from '../model/position';

/**
 * While a job is under way and the driver allowed the position, the phone tells the API where it
 * is every few minutes; the API works out the ETA. Not queued: a position from a tunnel an hour ago
 * tells the office nothing, so one that cannot be sent is simply dropped.
 */
export const useEtaFeed = (api: DriverApi, job: string | null, consent: PositionConsent, online: boolean): void => {
  useEffect(() => {
    if (!job || consent !== 'allowed' || !online) return undefined;
    const tell = async () => {
      const position = await currentPosition(consent, navigator.geolocation);
      if (position) await api.tellPosition(job, position);
    };
    void tell();
    const timer = window.setInterval(() => void tell(), ETA_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [api, job, consent, online]);
};
