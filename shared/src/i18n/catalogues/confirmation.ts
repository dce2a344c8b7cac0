import type { Catalogue } from '../translator';
import { publicPageProblems } from './public-page-problems';

/**
 * The confirmation request in the reader's language: its text message and the page its link opens
 * (/jobs/confirmJob). One SMS is 160 GSM characters (70 with å, ä, ö) and the link alone takes
 * about 80, so the text says only who asks, which job, when, from where. The page is read with
 * the plain translator (no plurals of i18next's own): where a count decides the words, the page
 * picks the `_one` or `_other` key itself, so i18next reads the same keys.
 */
export const confirmationCatalogue: Catalogue = {
  sv: {
    sms: {
      ask: '{{company}}: bekräfta uppdrag {{jobNumber}}{{when}}{{from}}: {{link}}',
      when: ' den {{date}}',
      from: ' från {{place}}',
    },
    page: {
      title: {
        loading: 'Bekräfta uppdrag',
        open: 'Bekräfta uppdrag {{number}}',
        confirmed: 'Uppdraget är bekräftat',
        declined: 'Uppdraget är avböjt',
      },
      loading: 'Hämtar uppdraget…',
      sending: 'Skickar ditt svar…',
      lead: '{{company}} ber dig bekräfta det här uppdraget.',
      outcome: {
        confirmed: 'Tack! Uppdrag {{number}}{{day}} är bekräftat, och {{company}} har fått besked.',
        declined: 'Uppdrag {{number}}{{day}} är avböjt, och {{company}} har fått besked.',
      },
      onDay: ' den {{date}}',
      reasonGiven: 'Ditt skäl: {{reason}}',
      notSent: 'Ditt svar skickades inte. {{problem}}',
      facts: {
        date: 'Datum',
        stops: 'Stopp',
        noStops: 'Inga stopp angivna',
        goods: 'Gods',
        answerBy: 'Svara senast',
      },
      stop: { pickup: 'Upphämtning', delivery: 'Leverans', other: 'Stopp', noPlace: 'Plats inte angiven' },
      window: { from: 'från {{when}}', by: 'senast {{when}}' },
      pallets_one: '{{count}} pall',
      pallets_other: '{{count}} pallar',
      weight: '{{weight}} kg',
      answer: {
        confirm: 'Bekräfta',
        confirming: 'Bekräftar…',
        decline: 'Avböj',
        reason: 'Skäl till att du avböjer (valfritt)',
        declineJob: 'Avböj uppdraget',
        declining: 'Avböjer…',
        back: 'Tillbaka',
      },
      problem: {
        unknown: {
          title: 'Länken fungerar inte',
          text: 'Kontrollera att hela adressen i sms:et öppnades. Fungerar den ändå inte, kontakta företaget som skickade det.',
        },
        used: {
          title: 'Länken är redan använd',
          confirmed: 'Uppdraget bekräftades med den här länken. Du behöver inte göra något mer.',
          declined: 'Uppdraget avböjdes med den här länken. Du behöver inte göra något mer.',
          text: 'Uppdraget är redan besvarat med den här länken. Du behöver inte göra något mer.',
        },
        expired: {
          title: 'Länken har gått ut',
          text: 'Tiden att svara har gått ut, eller så har ett nyare sms skickats. Behöver uppdraget fortfarande ett svar, kontakta företaget som skickade det.',
        },
        cancelled: { title: 'Uppdraget är avbokat', text: 'Du behöver inte göra något mer.' },
        ...publicPageProblems.sv,
      },
    },
  },
  en: {
    sms: {
      ask: '{{company}}: please confirm job {{jobNumber}}{{when}}{{from}}: {{link}}',
      when: ' on {{date}}',
      from: ' from {{place}}',
    },
    page: {
      title: {
        loading: 'Confirm job',
        open: 'Confirm job {{number}}',
        confirmed: 'Job confirmed',
        declined: 'Job declined',
      },
      loading: 'Loading the job…',
      sending: 'Sending your answer…',
      lead: '{{company}} asks you to confirm this job.',
      outcome: {
        confirmed: 'Thank you. Job {{number}}{{day}} is confirmed, and {{company}} has been told.',
        declined: 'Job {{number}}{{day}} is declined, and {{company}} has been told.',
      },
      onDay: ' on {{date}}',
      reasonGiven: 'Your reason: {{reason}}',
      notSent: 'Your answer was not sent. {{problem}}',
      facts: {
        date: 'Date',
        stops: 'Stops',
        noStops: 'No stops given',
        goods: 'Goods',
        answerBy: 'Answer by',
      },
      stop: { pickup: 'Pickup', delivery: 'Delivery', other: 'Stop', noPlace: 'Place not given' },
      window: { from: 'from {{when}}', by: 'by {{when}}' },
      pallets_one: '{{count}} pallet',
      pallets_other: '{{count}} pallets',
      weight: '{{weight}} kg',
      answer: {
        confirm: 'Confirm',
        confirming: 'Confirming…',
        decline: 'Decline',
        reason: 'Reason for declining (optional)',
        declineJob: 'Decline the job',
        declining: 'Declining…',
        back: 'Back',
      },
      problem: {
        unknown: {
          title: 'This link is not valid',
          text: 'Check that the whole address from the text message was opened. If it still does not work, contact the company that sent it.',
        },
        used: {
          title: 'This link has already been used',
          confirmed: 'The job was confirmed with this link. Nothing more is needed from you.',
          declined: 'The job was declined with this link. Nothing more is needed from you.',
          text: 'This job has already been answered with this link. Nothing more is needed from you.',
        },
        expired: {
          title: 'This link has expired',
          text: 'The time to answer has run out, or a newer message was sent. If the job still needs an answer, contact the company that sent it.',
        },
        cancelled: { title: 'This job has been cancelled', text: 'Nothing more is needed from you.' },
        ...publicPageProblems.en,
      },
    },
  },
};
