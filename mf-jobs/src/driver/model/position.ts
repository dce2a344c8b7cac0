import type { Position } from '@haulage/shared/contracts';

const CONSENT_KEY = 'haulage:driver-position';

export type PositionConsent = 'allowed' | 'denied' | null;

/** The driver's one answer to "may the app stamp your position", kept on the phone. */
export const readPositionConsent = (storage: Pick<Storage, 'getItem'> | null): PositionConsent => {
  const kept = storage?.getItem(CONSENT_KEY);
  return kept === 'allowed' || kept === 'denied' ? kept : null;
};

export const keepPositionConsent = (storage: Pick<Storage, 'setItem'> | null, consent: Exclude<PositionConsent, null>): void => {
  storage?.setItem(CONSENT_KEY, consent);
};

/**
 * Where the phone is, when the driver allowed it and the phone answers quickly: a stamp is never
 * worth holding up the driver's tap, so a slow or refused fix simply leaves the position out.
 */
export const currentPosition = (
  consent: PositionConsent,
  geolocation: Geolocation | undefined,
  timeoutMs = 4000,
): Promise<Position | null> => {
  if (consent !== 'allowed' || !geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude, accuracy: Math.round(coords.accuracy) }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
};
