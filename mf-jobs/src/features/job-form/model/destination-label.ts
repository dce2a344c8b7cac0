import type { Destination } from '@haulage/shared/contracts';

/** "Volvo Cars Torslanda, Torslanda": the place as a picker lists it. */
export const destinationLabel = (destination: Pick<Destination, 'name' | 'city'>): string =>
  destination.city ? `${destination.name}, ${destination.city}` : destination.name;
