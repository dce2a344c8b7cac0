/**
 * The privacy notice of the back office (GDPR arts. 13–14). Kept as data so the page stays a
 * layout and the text can be reviewed on its own.
 */
export interface PrivacySection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export const PRIVACY_LAST_UPDATED = '2026-11-01';

export const PRIVACY_SECTIONS: PrivacySection[] = [
  {
    heading: 'Who is responsible for your data',
    paragraphs: [
      'The haulage company that operates this back office is the controller of the personal data processed in it. The back office is used by our office staff to plan transport, run the fleet and invoice customers. This notice explains what personal data we process about drivers, staff, and contact persons at customers, why, and what rights you have under the EU General Data Protection Regulation (GDPR) and the Swedish Data Protection Act (2018:218).',
    ],
  },
  {
    heading: 'What personal data we process',
    paragraphs: ['Depending on your relationship with us, we process:'],
    items: [
      'Drivers: name, Swedish personal identity number (personnummer), address, phone number and e-mail, employment details, driving licence number, categories and expiry date, Code 95 (YKB) validity, digital tachograph driver card number and expiry, ADR certificate, the trucks you are assigned to, and job, working-time and salary information.',
      'Back-office users: name, work e-mail, user type, a securely hashed password, and a log of sign-ins and changes made in the system.',
      'Customer contact persons: name, work e-mail, phone number and the company you represent.',
      'Recipients of job confirmations by SMS: mobile number and the confirmation you give.',
    ],
  },
  {
    heading: 'Why we process it, and on what legal basis',
    paragraphs: ['We only use personal data for the following purposes:'],
    items: [
      'To employ drivers and pay salaries (performance of the employment contract, GDPR art. 6(1)(b)). The personal identity number is used only where it is needed to identify you reliably, for example towards the Swedish Tax Agency and insurers (Data Protection Act ch. 3 § 10).',
      "To make sure every driver holds a valid licence, Code 95 and driver card, and that vehicles are inspected on time (legal obligations under the Swedish Transport Agency's rules and EU Regulations 561/2006 and 165/2014, art. 6(1)(c)).",
      'To plan and carry out transport jobs and confirm them with customers and drivers (contract and legitimate interest, art. 6(1)(b) and (f)).',
      'To invoice customers and keep accounting records (legal obligation under the Swedish Bookkeeping Act, art. 6(1)(c)).',
      'To keep the system secure: access control, sign-in logs and audit trails (legitimate interest, art. 6(1)(f)).',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [],
    items: [
      'Driver and employment data: for the duration of the employment and then up to two years, unless a longer period is required by law.',
      'Salary and invoicing records: seven years after the end of the calendar year they concern, as the Bookkeeping Act requires.',
      'Tachograph-related records: at least one year, as the EU rules on driving times require.',
      'Customer contact persons: as long as we have a business relationship with the customer, then up to two years.',
      'Sign-in and audit logs: twelve months.',
    ],
  },
  {
    heading: 'Who we share it with',
    paragraphs: [
      'Personal data is shared only where needed: with authorities when the law requires it (for example the Swedish Tax Agency and the Swedish Transport Agency), with insurers, with customers for the jobs you carry out for them (name and phone number of the driver), and with suppliers who run parts of the system for us (hosting, SMS delivery, maps). Suppliers process the data only on our instructions under data processing agreements. Data is stored within the EU/EEA; if a supplier transfers data outside it, we ensure an adequate safeguard such as the EU standard contractual clauses.',
    ],
  },
  {
    heading: 'How we protect it',
    paragraphs: [
      "Access to the back office requires a personal account; what each user can see and change depends on their role, and drivers' personal data is not visible to read-only users. Connections are encrypted, passwords are stored only as secure hashes, and changes are logged.",
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: ['You have the right to:'],
    items: [
      'get a copy of the personal data we hold about you (right of access);',
      'have incorrect data corrected and, in some cases, erased;',
      'restrict or object to processing based on our legitimate interest;',
      'receive data you have given us in a machine-readable format (data portability);',
      'lodge a complaint with the Swedish Authority for Privacy Protection (Integritetsskyddsmyndigheten, IMY), www.imy.se.',
    ],
  },
  {
    heading: 'Contact',
    paragraphs: [
      'For questions about this notice or to exercise your rights, contact our office at the e-mail address and postal address given in your employment contract or customer agreement, marked "Personal data". We answer within one month, and free of charge.',
    ],
  },
];
