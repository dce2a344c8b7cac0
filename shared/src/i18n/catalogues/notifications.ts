import type { Catalogue } from '../translator';

/**
 * The texts sent to a customer's contacts about a job (SMS and e-mail), one key per event. An SMS
 * is kept short (a link alone takes about 80 of its 160 characters); the e-mail says the same
 * with a subject. Placeholders: company, jobNumber, date, time, place, signedBy, link.
 */
export const notificationsCatalogue: Catalogue = {
  sv: {
    sms: {
      confirmation_asked: '{{company}}: uppdrag {{jobNumber}} den {{date}} väntar på bekräftelse. Följ det: {{link}}',
      loaded: '{{company}}: er leverans {{jobNumber}} är lastad i {{place}} och på väg. Följ den: {{link}}',
      eta_moved: '{{company}}: ny beräknad ankomst för {{jobNumber}}: {{time}} ({{date}}). Följ den: {{link}}',
      delivered: '{{company}}: {{jobNumber}} är levererad {{dateTime}}, kvitterad av {{signedBy}}. Kvittens: {{link}}',
      delivered_unsigned: '{{company}}: {{jobNumber}} är levererad {{dateTime}}. Följ den: {{link}}',
      problem_reported: '{{company}}: föraren har rapporterat ett problem med {{jobNumber}}. Vi hör av oss. Följ den: {{link}}',
    },
    subject: {
      confirmation_asked: 'Uppdrag {{jobNumber}} väntar på bekräftelse',
      loaded: 'Uppdrag {{jobNumber}} är lastat',
      eta_moved: 'Ny beräknad ankomst för uppdrag {{jobNumber}}',
      delivered: 'Uppdrag {{jobNumber}} är levererat',
      problem_reported: 'Problem med uppdrag {{jobNumber}}',
    },
    email: {
      greeting: 'Hej!',
      confirmation_asked: 'Uppdrag {{jobNumber}} den {{date}} väntar på bekräftelse.',
      loaded: 'Er leverans {{jobNumber}} lastades i {{place}} {{dateTime}} och är på väg.',
      eta_moved: 'Den beräknade ankomsten för uppdrag {{jobNumber}} är nu {{dateTime}}.',
      delivered: 'Uppdrag {{jobNumber}} levererades {{dateTime}} och kvitterades av {{signedBy}}.',
      delivered_unsigned: 'Uppdrag {{jobNumber}} levererades {{dateTime}}.',
      problem_reported: 'Föraren har rapporterat ett problem med uppdrag {{jobNumber}}. Vi hör av oss om det påverkar er leverans.',
      follow: 'Följ leveransen här: {{link}}',
      signature: 'Med vänliga hälsningar\n{{company}}',
    },
  },
  en: {
    sms: {
      confirmation_asked: '{{company}}: job {{jobNumber}} on {{date}} awaits confirmation. Follow it: {{link}}',
      loaded: '{{company}}: your delivery {{jobNumber}} is loaded in {{place}} and on its way. Follow it: {{link}}',
      eta_moved: '{{company}}: new ETA for {{jobNumber}}: {{time}} ({{date}}). Follow it: {{link}}',
      delivered: '{{company}}: {{jobNumber}} was delivered {{dateTime}}, signed for by {{signedBy}}. Proof: {{link}}',
      delivered_unsigned: '{{company}}: {{jobNumber}} was delivered {{dateTime}}. Follow it: {{link}}',
      problem_reported: '{{company}}: the driver reported a problem with {{jobNumber}}. We will be in touch. Follow it: {{link}}',
    },
    subject: {
      confirmation_asked: 'Job {{jobNumber}} awaits confirmation',
      loaded: 'Job {{jobNumber}} is loaded',
      eta_moved: 'New ETA for job {{jobNumber}}',
      delivered: 'Job {{jobNumber}} is delivered',
      problem_reported: 'A problem with job {{jobNumber}}',
    },
    email: {
      greeting: 'Hello,',
      confirmation_asked: 'Job {{jobNumber}} on {{date}} awaits confirmation.',
      loaded: 'Your delivery {{jobNumber}} was loaded in {{place}} at {{dateTime}} and is on its way.',
      eta_moved: 'The expected arrival of job {{jobNumber}} is now {{dateTime}}.',
      delivered: 'Job {{jobNumber}} was delivered at {{dateTime}} and signed for by {{signedBy}}.',
      delivered_unsigned: 'Job {{jobNumber}} was delivered at {{dateTime}}.',
      problem_reported: 'The driver reported a problem with job {{jobNumber}}. We will be in touch if it affects your delivery.',
      follow: 'Follow the delivery here: {{link}}',
      signature: 'Kind regards\n{{company}}',
    },
  },
};
