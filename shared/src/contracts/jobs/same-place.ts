/** A stop as far as the same-place rule needs it: its type and the destination it names. */
interface PlacedStop {
  type: string;
  destination?: string | number | null;
}

export interface SamePlaceProblem {
  /** The index of the delivery in the job's stops. */
  index: number;
  message: string;
}

/**
 * Deliveries to the place their goods are picked up at: such a job moves nothing, so it is refused
 * on the delivery's destination, in the same words by the form and by the API.
 */
export const samePlaceDeliveries = (stops: readonly PlacedStop[]): SamePlaceProblem[] => {
  const pickups = new Map<string | number, number>();
  stops.forEach((stop, index) => {
    if (stop.type === 'pickup' && stop.destination && !pickups.has(stop.destination)) pickups.set(stop.destination, index);
  });
  return stops.flatMap((stop, index) => {
    const pickup = stop.type === 'delivery' && stop.destination ? pickups.get(stop.destination) : undefined;
    return pickup === undefined
      ? []
      : [{ index, message: `Stop ${index + 1} delivers to the place of the pickup (stop ${pickup + 1}); choose another destination` }];
  });
};
