import type { Customer } from '@haulage/shared/contracts';
import { Image } from '@haulage/shared/ui';
import { usePlatform } from '@haulage/shared/area-kit';
import { thumbnailUrl } from '../model/media-url';

/** The customer's logo as a thumbnail; nothing when the customer has none. */
export const CustomerLogo = ({ customer }: { customer: Pick<Customer, 'companyName' | 'profilePhoto'> }) => {
  const { apiUrl } = usePlatform();
  const src = thumbnailUrl(apiUrl, customer.profilePhoto);
  if (!src) return null;
  return (
    <Image
      src={src}
      alt={`${customer.companyName} logo`}
      maxW="160px"
      maxH="96px"
      objectFit="contain"
      rounded="card"
      borderWidth="1px"
      p="2"
    />
  );
};
