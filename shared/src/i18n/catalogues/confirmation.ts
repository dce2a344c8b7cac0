import type { Catalogue } from '../translator';

/**
 * The confirmation request's text message, in the reader's language. One SMS is 160 GSM characters
 * (70 with å, ä, ö) and the link alone takes about 80, so it says only who asks, which job, when,
 * from where. Placeholders: company, jobNumber, date, place, link.
 */
export const confirmationCatalogue: Catalogue = {
  sv: {
    sms: {
      ask: '{{company}}: bekräfta uppdrag {{jobNumber}}{{when}}{{from}}: {{link}}',
      when: ' den {{date}}',
      from: ' från {{place}}',
    },
  },
  en: {
    sms: {
      ask: '{{company}}: please confirm job {{jobNumber}}{{when}}{{from}}: {{link}}',
      when: ' on {{date}}',
      from: ' from {{place}}',
    },
  },
};
