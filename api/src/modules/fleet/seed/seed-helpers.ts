import { createId } from '@paralleldrive/cuid2';
import { luhnValid } from '@haulage/shared/contracts';

/** A small seeded PRNG (mulberry32): the demo data is the same on every fresh install. */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

export const addDays = (isoDate: string, days: number): string =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const entryColumns = (now: string) => ({
  document_id: createId(),
  created_at: now,
  updated_at: now,
  published_at: now,
});

/** A personnummer YYMMDD-NNNC whose check digit is right, from a birth date and a serial. */
export const personalNumber = (birthDate: string, serial: number): string => {
  const base = `${birthDate.slice(2, 4)}${birthDate.slice(5, 7)}${birthDate.slice(8, 10)}${String(serial).padStart(3, '0')}`;
  const check = [...'0123456789'].find((digit) => luhnValid(`${base}${digit}`))!;
  return `${base.slice(0, 6)}-${base.slice(6)}${check}`;
};
