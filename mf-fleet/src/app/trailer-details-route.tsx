import { TrailerLinksPanel } from '../features/trailer-links/components/trailer-links-panel';
import { TrailerDetailsPage } from '../features/trailers/pages/trailer-details-page';

/** A trailer's page with its links to trucks (composed here: features do not import each other). */
export const TrailerDetailsRoute = () => (
  <TrailerDetailsPage sections={(trailer) => <TrailerLinksPanel by="trailer" documentId={trailer.documentId} />} />
);
