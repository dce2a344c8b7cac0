import { foldText } from '../../../content';

export interface DestinationName {
  id: number;
  documentId: string;
  name: string;
}

export type DestinationMatch = { id: number } | { error: string };

/**
 * A destination a CSV names: its documentId, or its name written in any case and with or without
 * accents ("volvo torslanda"). A name two destinations share is refused rather than guessed.
 */
export const matchDestination = (key: string, destinations: readonly DestinationName[]): DestinationMatch => {
  const byDocument = destinations.find((d) => d.documentId === key);
  if (byDocument) return { id: byDocument.id };
  const folded = foldText(key.trim());
  const named = destinations.filter((d) => foldText(d.name.trim()) === folded);
  if (named.length === 1) return { id: named[0]!.id };
  if (named.length > 1) return { error: `${named.length} destinations are called "${key}"; name it by its documentId` };
  return { error: `No destination is called "${key}"` };
};
