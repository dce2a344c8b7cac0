import {
  allContentTypes,
  type Attribute,
  columnOf,
  type ContentType,
  isMedia,
  mayReadAttribute,
  mayReadType,
  type MediaAttribute,
  snakeCase,
  type Viewer,
} from '../../../content';

export interface MediaUse {
  type: ContentType;
  name: string;
  attribute: MediaAttribute;
  column: string;
}

/** Every media attribute of every registered type: a module that adds one is covered without a list to keep. */
export const mediaAttributes = (): MediaUse[] =>
  allContentTypes().flatMap((type) =>
    Object.entries(type.attributes).flatMap(([name, attribute]) =>
      isMedia(attribute) ? [{ type, name, attribute, column: attribute.column }] : [],
    ),
  );

/** Whether this viewer may read the entries of a use and the attribute that holds the file. */
export const mayReadMediaUse = (viewer: Viewer, use: MediaUse): boolean =>
  !use.attribute.private && mayReadType(viewer, use.type) && mayReadAttribute(viewer, use.attribute);

/** The media attributes this viewer may see: a viewer must not learn which drivers use a file. */
export const readableMediaAttributes = (viewer: Viewer): MediaUse[] => mediaAttributes().filter((use) => mayReadMediaUse(viewer, use));

// An attribute only some users may read (e.g. an identity number) must not be the name shown to all.
const readableByAll = (attribute: Attribute): boolean => !('readableBy' in attribute && attribute.readableBy);

/** What people call an entry: its first public text attribute (companyName, truckName). */
export const labelColumn = (type: ContentType): string | null => {
  const found = Object.entries(type.attributes).find(
    ([, attribute]) => attribute.type === 'string' && !attribute.private && readableByAll(attribute),
  );
  return found ? columnOf(found[0], found[1]) : null;
};

export const words = (name: string): string => snakeCase(name).replace(/_/g, ' ');

/** 'customer-contacts' → 'customer contact'. */
export const singular = (uid: string): string => words(uid.replace(/-/g, '_')).replace(/s$/, '');
