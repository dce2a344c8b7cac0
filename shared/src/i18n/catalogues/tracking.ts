import type { Catalogue } from '../translator';
import { publicPageProblems } from './public-page-problems';

/** The tracking page (/jobs/trackJob) and what the tracking API says to a customer. */
export const trackingCatalogue: Catalogue = {
  sv: {
    title: 'Följ din leverans',
    job: 'Uppdrag {{number}}',
    loading: 'Hämtar leveransen…',
    steps: {
      confirmed: 'Bekräftad',
      to_pickup: 'På väg till upphämtningen',
      loaded: 'Lastad',
      on_the_way: 'På väg',
      delivered: 'Levererad',
    },
    state: { done: 'klart', current: 'pågår nu', upcoming: 'kommer' },
    planned: 'Planerat {{when}}',
    actual: 'Skedde {{when}}',
    timeline: 'Leveransens steg',
    next: {
      title: 'Nästa stopp',
      pickup: 'Upphämtning: {{place}}',
      delivery: 'Leverans: {{place}}',
      eta: 'Beräknad ankomst {{when}}',
      planned: 'Planerad ankomst {{when}}',
    },
    driver: 'Förare: {{name}}',
    proof: {
      title: 'Leveranskvitto',
      signedBy: 'Signerat av {{name}}, {{when}}',
      signature: 'Mottagarens signatur',
      photo: 'Foto {{n}} av leveransen',
    },
    cmr: 'Fraktsedel (PDF)',
    expires: 'Länken fungerar till och med {{when}}.',
    language: 'Språk',
    problem: {
      unknown: {
        title: 'Länken fungerar inte',
        text: 'Kontrollera att hela adressen öppnades. Fungerar den ändå inte, kontakta den som skickade den.',
      },
      expired: {
        title: 'Länken har gått ut',
        text: 'Leveransen är klar sedan en tid och länken fungerar inte längre. Kontakta oss om du behöver kvittot.',
      },
      cancelled: { title: 'Uppdraget är avbokat', text: 'Det finns inget mer att följa. Kontakta oss om du har frågor.' },
      ...publicPageProblems.sv,
    },
  },
  en: {
    title: 'Track your delivery',
    job: 'Job {{number}}',
    loading: 'Loading your delivery…',
    steps: {
      confirmed: 'Confirmed',
      to_pickup: 'On the way to pickup',
      loaded: 'Loaded',
      on_the_way: 'On the way',
      delivered: 'Delivered',
    },
    state: { done: 'done', current: 'happening now', upcoming: 'to come' },
    planned: 'Planned {{when}}',
    actual: 'Happened {{when}}',
    timeline: 'Steps of the delivery',
    next: {
      title: 'Next stop',
      pickup: 'Pickup: {{place}}',
      delivery: 'Delivery: {{place}}',
      eta: 'Expected arrival {{when}}',
      planned: 'Planned arrival {{when}}',
    },
    driver: 'Driver: {{name}}',
    proof: {
      title: 'Proof of delivery',
      signedBy: 'Signed by {{name}}, {{when}}',
      signature: 'The receiver’s signature',
      photo: 'Photo {{n}} of the delivery',
    },
    cmr: 'Consignment note (PDF)',
    expires: 'This link works until {{when}}.',
    language: 'Language',
    problem: {
      unknown: {
        title: 'This link is not valid',
        text: 'Check that the whole address was opened. If it still does not work, contact whoever sent it.',
      },
      expired: {
        title: 'This link has expired',
        text: 'The delivery was completed some time ago and the link no longer works. Contact us if you need the proof.',
      },
      cancelled: { title: 'This job has been cancelled', text: 'There is nothing more to follow. Contact us if you have questions.' },
      ...publicPageProblems.en,
    },
  },
};
