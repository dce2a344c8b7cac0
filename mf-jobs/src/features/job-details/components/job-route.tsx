import type { JobStop } from '@haulage/shared/contracts';
import { Box, List, Text, humanizeStatus } from '@haulage/shared/ui';
import { usePlatform } from '@haulage/shared/area-kit';
import { directionsEmbedUrl, mapsKeyOf, routePoints } from '../model/route-map';
import { DetailSection } from './detail-section';

/** The way through the stops: Google's directions when the product has a maps key, else the stops in order. */
export const JobRoute = ({ stops }: { stops: readonly JobStop[] }) => {
  const key = mapsKeyOf(usePlatform());
  const url = key ? directionsEmbedUrl(key, routePoints(stops)) : null;
  const ordered = [...stops].sort((a, b) => a.sequence - b.sequence);
  return (
    <DetailSection title="Route">
      {url ? (
        <Box rounded="card" overflow="hidden" borderWidth="1px">
          <iframe
            title="Route map"
            src={url}
            width="100%"
            height="360"
            style={{ border: 0, display: 'block' }}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </Box>
      ) : ordered.length === 0 ? (
        <Text color="fg.muted">No stops yet.</Text>
      ) : (
        <List.Root as="ol" aria-label="Route" ps="5">
          {ordered.map((stop) => (
            <List.Item key={stop.documentId}>
              {humanizeStatus(stop.type)}: {stop.place ?? stop.destination?.name ?? 'No place chosen'}
            </List.Item>
          ))}
        </List.Root>
      )}
    </DetailSection>
  );
};
