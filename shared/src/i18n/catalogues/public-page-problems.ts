import type { Catalogue } from '../translator';

/**
 * What every public page (the confirmation and tracking links) says when the server could not give
 * an answer: too many tries, no connection, a failure, and the button to try again. Each page's
 * catalogue takes these into its `problem` block beside its own problems with the link.
 */
export const publicPageProblems: Catalogue = {
  sv: {
    rateLimited: { title: 'För många försök', text: 'Vänta en minut och försök igen.' },
    offline: { title: 'Ingen anslutning', text: 'Sidan nådde inte servern. Kontrollera anslutningen och försök igen.' },
    failed: { title: 'Något gick fel', text: 'Servern kunde inte svara just nu. Försök igen om en stund.' },
    retry: 'Försök igen',
  },
  en: {
    rateLimited: { title: 'Too many tries', text: 'Please wait a minute, then try again.' },
    offline: { title: 'No connection', text: 'The page could not reach the server. Check your connection and try again.' },
    failed: { title: 'Something went wrong', text: 'The server could not answer just now. Please try again in a moment.' },
    retry: 'Try again',
  },
};
