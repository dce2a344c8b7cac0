import type { TrailerLink } from '@haulage/shared/contracts';

/** The API's coupling rule (a tractor, a dolly and a second trailer at most); it refuses a third. */
const MAX_OPEN_LINKS_PER_TRUCK = 2;

export interface PickerOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type OpenLink = Pick<TrailerLink, 'truck' | 'trailer'>;

const plateOf = (link: OpenLink): string => link.truck?.registrationPlateNumber ?? link.truck?.truckNumber ?? 'another truck';

/**
 * The other end's options, with the ones the API would refuse marked and disabled: a trailer
 * already behind a truck ("in use on ABC123"), a truck already pulling the most trailers.
 */
export const markLinkOptions = (
  by: 'truck' | 'trailer',
  documentId: string,
  options: readonly { documentId: string; label: string }[],
  openLinks: readonly OpenLink[],
): PickerOption[] =>
  options.map(({ documentId: value, label }) => {
    if (by === 'truck') {
      const link = openLinks.find((l) => l.trailer?.documentId === value);
      if (!link) return { value, label };
      const where = link.truck?.documentId === documentId ? 'already linked here' : `in use on ${plateOf(link)}`;
      return { value, label: `${label} — ${where}`, disabled: true };
    }
    const pulled = openLinks.filter((l) => l.truck?.documentId === value);
    if (pulled.some((l) => l.trailer?.documentId === documentId)) return { value, label: `${label} — already linked here`, disabled: true };
    if (pulled.length >= MAX_OPEN_LINKS_PER_TRUCK) return { value, label: `${label} — pulls ${pulled.length} trailers`, disabled: true };
    return { value, label };
  });
