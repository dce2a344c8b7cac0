import { TrailerLinksPanel } from '../features/trailer-links/components/trailer-links-panel';
import { TruckDetailsPage } from '../features/trucks/pages/truck-details-page';
import { TruckTyreSets } from '../features/tyres/components/truck-tyre-sets';

/** A truck's page with the sections of the tyre and trailer-link features (features do not import each other). */
export const TruckDetailsRoute = () => (
  <TruckDetailsPage
    sections={(truck) => (
      <>
        <TruckTyreSets truckDocumentId={truck.documentId} />
        <TrailerLinksPanel by="truck" documentId={truck.documentId} />
      </>
    )}
  />
);
