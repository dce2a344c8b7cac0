/** The one http client, Strapi error normalising, the typed list-query builder and the RTK Query baseQuery. */
/** `createHttpClient(options)`: axios instance with Bearer token, one renew on 401, `ApiError` failures. */
export { createHttpClient, type HttpClientOptions } from './http-client';
/** `ApiError` (status, name, message, details, fieldErrors), `toApiError(e)`, `isApiError(e)`. */
export { ApiError, toApiError, isApiError, NETWORK_ERROR_MESSAGE, type ApiErrorData } from './api-error';
/** `buildListQuery(params)` → query string in the spec's form; `listQueryParams`/`listQueryEntries` → unencoded pairs. */
export {
  buildListQuery,
  listQueryParams,
  listQueryEntries,
  DEFAULT_PAGE_SIZE,
  type ListQueryParams,
  type SortSpec,
  type SortOrder,
  type QueryObject,
  type QueryValue,
} from './list-query';
/** `parseList(response)` → `{ items, pagination }` from a Strapi list envelope. */
export { parseList, type ParsedList } from './parse-list';
/** `entryOf`: a single-entry answer's entry; any other shape is a 404 (a page id naming another route). */
export { entryOf } from './entry-of';
/** `createAxiosBaseQuery(getHttp)`: RTK Query baseQuery over the platform's http client. */
export { createAxiosBaseQuery, type AxiosBaseQuery, type AxiosBaseQueryArgs, type AxiosBaseQueryResult } from './axios-base-query';
/**
 * `resourceEndpoints<Entity, Input>()(build, { url, tag, one, many })`: a collection's list/get/create/update/delete
 * endpoints (Strapi envelopes, the shared list query, cache tags); `listTags` for a hand-written list.
 */
export { resourceEndpoints, listTags, type ResourceEndpoints, type ResourceOptions, type UpdateArg } from './resource-endpoints';
/** `customerContactsRequest(customer)`: the request for one customer's contacts, by surname. */
export { customerContactsRequest } from './customer-contacts-request';
