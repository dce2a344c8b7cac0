import { Link, List, Text } from '@haulage/shared/ui';
import { RouterLink } from '../../../chrome/router/link';
import { describeOwner, type FileOwner } from '../model/gallery-file';

/** Who uses the file, each linked to its page when its kind has one. */
export const OwnerLinks = ({ owners }: { owners: FileOwner[] }) => {
  if (owners.length === 0) return <Text color="fg.muted">Not used by anything you can see.</Text>;
  return (
    <List.Root as="ul" listStyle="none" aria-label="Used by">
      {owners.map((owner) => (
        <List.Item key={`${owner.kind}:${owner.documentId}:${owner.field}`}>
          {owner.path ? (
            <Link asChild colorPalette="brand" textDecoration="underline">
              <RouterLink to={owner.path}>{describeOwner(owner)}</RouterLink>
            </Link>
          ) : (
            <Text>{describeOwner(owner)}</Text>
          )}
        </List.Item>
      ))}
    </List.Root>
  );
};
