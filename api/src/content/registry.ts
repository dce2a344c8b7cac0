import type { ContentType } from './content-type';
import { filesContentType } from './files-content-type';

/**
 * Every content type by uid, so a relation declared in one module resolves to a type declared in
 * another. Registering the same uid again replaces the definition (tests rebuild apps).
 */
const registry = new Map<string, ContentType>();
let version = 0;

export const registerContentType = (contentType: ContentType): ContentType => {
  registry.set(contentType.uid, contentType);
  version += 1;
  return contentType;
};

/** Changes whenever a type is registered, so what is derived from all types can be cached until then. */
export const registryVersion = (): number => version;

export const getContentType = (uid: string): ContentType => {
  const found = registry.get(uid);
  if (!found) throw new Error(`Unknown content type "${uid}" (is its module registered?)`);
  return found;
};

export const findContentType = (uid: string): ContentType | undefined => registry.get(uid);

/** Every registered content type (generated permission tests walk their relations). */
export const allContentTypes = (): ContentType[] => [...registry.values()];

registerContentType(filesContentType);
