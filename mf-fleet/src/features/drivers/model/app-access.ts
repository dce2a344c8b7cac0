/** The API refused the link because the driver has no user yet (a 400 naming `driver`). */
export const lacksDriverUser = (error: unknown): boolean => {
  const failure = error as { status?: number; fieldErrors?: Record<string, string> } | null;
  return failure?.status === 400 && Boolean(failure.fieldErrors?.driver);
};

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * A password nobody is told: a driver signs in with the texted link, and the office can set a
 * password later on the users page if the driver wants one. 24 characters of 57 (~140 bits).
 */
export const unusedPassword = (random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string =>
  Array.from(random(new Uint8Array(24)), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
