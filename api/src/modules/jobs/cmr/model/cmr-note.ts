import { adrDescription, type JobGoodsDetails, type SellerSnapshot } from '@haulage/shared/contracts';
import type { Formats, Translate } from '@haulage/shared/i18n';

export interface CmrStop {
  id: number;
  type: 'pickup' | 'delivery';
  name: string | null;
  address: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
  plannedFrom: string | null;
  arrivedAt: string | null;
  departedAt: string | null;
}

/** What the job knows that a consignment note prints (repository/cmr-repository.ts reads it). */
export interface CmrFacts {
  jobNumber: number;
  sender: { name: string; address: string | null; countryCode: string | null; organizationNumber: string | null };
  stops: CmrStop[];
  goods: { description: string | null; weightKg: number | null; pallets: number | null; adr: boolean } & JobGoodsDetails;
  plannedDate: string | null;
  /** The job's notes for the driver: the instructions that travel with the goods. */
  instructions: string | null;
  problems: { kind: string; note: string; at: string }[];
  proofs: { stopId: number; signedBy: string; at: string; signatureFileId: number | null }[];
  carrier: SellerSnapshot;
}

/** One numbered box of the form: its number, label and lines (none: left empty). */
export interface CmrBox {
  number: number;
  label: string;
  lines: string[];
}

export interface CmrNote {
  title: string;
  subtitle: string;
  reference: string;
  boxes: CmrBox[];
  /** Only for an `adr` job: its ADR line, or blank class and UN number to fill in when the job lacks them. */
  adr: { heading: string; fields: string[] } | null;
  /** Box 24's label, and what it says while the delivery is not signed. */
  receivedLabel: string;
  notSigned: string;
  /** Box 24 once the delivery's proof exists; the signature's file id for the image. */
  received: { lines: string[]; signatureFileId: number | null } | null;
}

// Problems that are no remark on the goods (waiting is billed as time, not a reservation).
const RESERVATION_KINDS = new Set(['damage', 'refused', 'wrong_address']);

const present = (...parts: (string | null | undefined)[]): string[] => parts.filter((p): p is string => p != null && p.trim() !== '');
const cityLine = (stop: CmrStop): string | null => present(stop.postcode, stop.city).join(' ') || null;
const placeLines = (stop: CmrStop | undefined): string[] => (stop ? present(stop.name, stop.address, cityLine(stop), stop.country) : []);
const placeAndCountry = (stop: CmrStop | undefined): string | null =>
  stop ? present(stop.city ?? stop.name, stop.country).join(', ') || null : null;

/**
 * Boxes 7 and 8: the packages the job counts, else its pallets (packed as pallets unless the job
 * names another packing), so a job recorded before it counted packages still prints its pallets.
 */
const packagesOf = (goods: CmrFacts['goods'], t: Translate): { count: number | null; packing: string | null } =>
  goods.packageCount != null
    ? { count: goods.packageCount, packing: goods.packaging }
    : { count: goods.pallets, packing: goods.packaging ?? (goods.pallets ? t('packing.pallets') : null) };

/** The ADR block: the line of ADR 5.4.1.1.1, or the class and UN number left blank when the job lacks them. */
const adrBlock = (goods: CmrFacts['goods'], t: Translate): CmrNote['adr'] => {
  if (!goods.adr) return null;
  const line = adrDescription(goods);
  return { heading: t('adr.heading'), fields: line ? [line] : [`${t('adr.classLabel')}:`, `${t('adr.unLabel')}:`] };
};

/**
 * The consignment note's boxes from a job, labelled in the reader's language. Only what the job
 * records is printed: a box the job has no data for (documents, statistical number) stays empty
 * to be filled in by hand, rather than holding an invented value. The goods are taken over at the
 * first pickup and delivered at the last delivery; box 24 is that delivery's proof.
 */
export const cmrNote = (facts: CmrFacts, t: Translate, formats: Formats): CmrNote => {
  const pickup = facts.stops.find((s) => s.type === 'pickup');
  const delivery = facts.stops.filter((s) => s.type === 'delivery').at(-1);
  const takenOver = pickup ? (pickup.departedAt ?? pickup.arrivedAt ?? pickup.plannedFrom) : null;
  const takingOverDate = takenOver ? formats.date(takenOver) : facts.plannedDate ? formats.date(facts.plannedDate) : null;
  const { sender, carrier, goods } = facts;
  const box = (number: number, key: string, lines: (string | null | undefined)[]): CmrBox => ({
    number,
    label: t(`box.${key}`),
    lines: present(...lines),
  });
  const reservations = facts.problems
    .filter((p) => RESERVATION_KINDS.has(p.kind))
    .map((p) => `${formats.dateTime(p.at)} ${t(`problem.${p.kind}`)}: ${p.note}`);
  const proof = delivery ? facts.proofs.filter((p) => p.stopId === delivery.id).at(-1) : undefined;
  const packages = packagesOf(goods, t);
  return {
    title: t('title'),
    subtitle: t('subtitle'),
    reference: t('jobNumber', { number: facts.jobNumber }),
    boxes: [
      box(1, 'sender', [
        sender.name,
        sender.address,
        sender.countryCode,
        sender.organizationNumber && t('orgNumber', { number: sender.organizationNumber }),
      ]),
      box(2, 'consignee', placeLines(delivery)),
      box(3, 'placeOfDelivery', [placeAndCountry(delivery)]),
      box(4, 'takingOver', [placeAndCountry(pickup), takingOverDate]),
      box(5, 'documents', []),
      box(6, 'marks', [goods.goodsMarks]),
      box(7, 'packages', [packages.count == null ? null : String(packages.count)]),
      box(8, 'packing', [packages.packing]),
      box(9, 'nature', [goods.description]),
      box(10, 'statistical', []),
      box(11, 'weight', [goods.weightKg == null ? null : String(goods.weightKg)]),
      box(12, 'volume', [goods.volumeM3 == null ? null : formats.number(goods.volumeM3, 3)]),
      box(13, 'instructions', [facts.instructions]),
      box(16, 'carrier', [carrier.name, carrier.address, t('orgNumber', { number: carrier.organizationNumber })]),
      box(17, 'successive', []),
      box(18, 'reservations', reservations),
      box(21, 'established', [present(pickup?.city ?? pickup?.name, takingOverDate).join(', ')]),
      box(22, 'senderSignature', []),
      box(23, 'carrierSignature', []),
    ],
    receivedLabel: t('box.received'),
    notSigned: t('notSigned'),
    adr: adrBlock(goods, t),
    received: proof
      ? {
          lines: [t('receivedBy', { name: proof.signedBy }), t('receivedAt', { time: formats.dateTime(proof.at) })],
          signatureFileId: proof.signatureFileId,
        }
      : null,
  };
};
