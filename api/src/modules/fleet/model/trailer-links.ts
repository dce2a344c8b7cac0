import type { FieldError } from '@haulage/shared/contracts';

/** An existing link as the rule needs it. */
export interface LinkState {
  id: number;
  truckId: number;
  trailerId: number;
  linkedFrom: string;
  linkedTo: string | null;
  truckNumber: string;
  trailerPlate: string;
}

export interface ProposedLink {
  id?: number;
  truckId: number;
  trailerId: number;
  linkedFrom: string;
  linkedTo: string | null;
  trailerPlate: string;
}

/** A tractor with a dolly and a second trailer is the longest combination we plan for. */
export const MAX_OPEN_LINKS_PER_TRUCK = 2;

const fieldError = (path: string, message: string): FieldError => ({ path: [path], message, name: 'ValidationError' });

/**
 * The coupling rules: a trailer can only be behind one truck at a time (one open link), a truck
 * pulls at most two, and a link ends after it starts. `others` are the other links touching the
 * same truck or trailer.
 */
export const trailerLinkProblems = (link: ProposedLink, others: LinkState[]): FieldError[] => {
  const problems: FieldError[] = [];
  if (link.linkedTo != null && Date.parse(link.linkedTo) <= Date.parse(link.linkedFrom)) {
    problems.push(fieldError('linkedTo', 'Linked to must be after linked from'));
  }
  if (link.linkedTo != null) return problems;
  const open = others.filter((o) => o.id !== link.id && o.linkedTo == null);
  const trailerOpen = open.find((o) => o.trailerId === link.trailerId);
  if (trailerOpen) {
    problems.push(
      fieldError(
        'trailer',
        `Trailer ${link.trailerPlate} is already linked to truck ${trailerOpen.truckNumber} since ${trailerOpen.linkedFrom.slice(0, 10)}; end that link first`,
      ),
    );
  }
  const truckOpen = open.filter((o) => o.truckId === link.truckId && o.trailerId !== link.trailerId);
  if (truckOpen.length >= MAX_OPEN_LINKS_PER_TRUCK) {
    problems.push(fieldError('truck', `Truck already pulls ${MAX_OPEN_LINKS_PER_TRUCK} trailers; end one of those links first`));
  }
  return problems;
};
