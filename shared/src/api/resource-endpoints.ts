import type { BaseQueryFn, EndpointBuilder, TagDescription } from '@reduxjs/toolkit/query';
import type { ItemResponse, ListResponse } from '../contracts/strapi';
import type { ApiErrorData } from './api-error';
import type { AxiosBaseQueryArgs } from './axios-base-query';
import { entryOf } from './entry-of';
import type { ListQueryParams } from './list-query';
import { parseList, type ParsedList } from './parse-list';

export interface ResourceOptions<Tag extends string, One extends string, Many extends string, ListArg> {
  /** The collection's url, e.g. `/api/trucks`; one entry is `<url>/<documentId>`. */
  url: string;
  /** The cache tag of the resource: a list provides `LIST` and each item's documentId. */
  tag: Tag;
  /** Names the endpoints (and so the hooks): `get<Many>`, `get<One>`, `create<One>`, `update<One>`, `delete<One>`. */
  one: One;
  many: Many;
  /** The page's list state → the shared list query; without it the list takes `ListQueryParams` as they are. */
  listQuery?: (arg: ListArg) => ListQueryParams;
  /** What one entry is read with; `'*'` unless said. */
  populate?: ListQueryParams['populate'];
  /** Tags an update or delete also makes stale, e.g. the entry's audit trail or a board that shows it. */
  alsoInvalidates?: (documentId: string) => TagDescription<Tag>[];
}

/** The update's argument: which entry, and the fields that change. */
export interface UpdateArg<Input> {
  documentId: string;
  data: Partial<Input>;
}

type AreaBaseQuery = BaseQueryFn<AxiosBaseQueryArgs, unknown, ApiErrorData>;

const entryUrl = (url: string, documentId: string): string => `${url}/${encodeURIComponent(documentId)}`;

/** The tags a list provides: the list itself and each item, so a write to one item refreshes both. */
export const listTags = <Tag extends string>(type: Tag, items: readonly { documentId: string }[] | undefined) => [
  { type, id: 'LIST' },
  ...(items ?? []).map((item) => ({ type, id: item.documentId })),
];

const buildEndpoints = <
  Entity extends { documentId: string },
  Input,
  Row extends { documentId: string },
  ListArg,
  Tag extends string,
  RP extends string,
>(
  build: EndpointBuilder<AreaBaseQuery, Tag, RP>,
  options: ResourceOptions<Tag, string, string, ListArg>,
) => {
  const { url, tag, listQuery = (arg: ListArg) => arg as ListQueryParams, populate = '*', alsoInvalidates = () => [] } = options;
  const written = (documentId: string): TagDescription<Tag>[] => [
    { type: tag, id: 'LIST' },
    { type: tag, id: documentId },
    ...alsoInvalidates(documentId),
  ];
  return {
    list: build.query<ParsedList<Row>, ListArg>({
      query: (arg) => ({ url, list: listQuery(arg) }),
      transformResponse: (response: ListResponse<Row>) => parseList(response),
      providesTags: (result) => listTags(tag, result?.items),
    }),
    get: build.query<Entity, string>({
      // A relation-by-relation populate is an object, which only the list-query form can write.
      query: (documentId) =>
        typeof populate === 'string'
          ? { url: entryUrl(url, documentId), params: { populate } }
          : { url: entryUrl(url, documentId), list: { populate } },
      transformResponse: (response: ItemResponse<Entity>) => entryOf(response),
      providesTags: (_result, _error, documentId) => [{ type: tag, id: documentId }],
    }),
    // Writes answer the whole envelope: `meta.warnings` is how a saved-but-flagged write reaches the form.
    create: build.mutation<ItemResponse<Entity>, Input>({
      query: (data) => ({ url, method: 'POST', data: { data } }),
      invalidatesTags: [{ type: tag, id: 'LIST' }],
    }),
    update: build.mutation<ItemResponse<Entity>, UpdateArg<Input>>({
      query: ({ documentId, data }) => ({ url: entryUrl(url, documentId), method: 'PUT', data: { data } }),
      invalidatesTags: (_result, _error, { documentId }) => written(documentId),
    }),
    // 204 when the entry is gone; an entry answered back is one the API kept (a customer with history is archived).
    delete: build.mutation<Entity | null, string>({
      query: (documentId) => ({ url: entryUrl(url, documentId), method: 'DELETE' }),
      transformResponse: (response: ItemResponse<Entity> | null) => response?.data ?? null,
      invalidatesTags: (_result, _error, documentId) => written(documentId),
    }),
  };
};

type Built<
  Entity extends { documentId: string },
  Input,
  Row extends { documentId: string },
  ListArg,
  Tag extends string,
  RP extends string,
> = ReturnType<typeof buildEndpoints<Entity, Input, Row, ListArg, Tag, RP>>;

/** The endpoints of one resource, named as the pages' hooks expect (`getTrucks` → `useGetTrucksQuery`). */
export type ResourceEndpoints<
  Entity extends { documentId: string },
  Input,
  Row extends { documentId: string },
  ListArg,
  Tag extends string,
  RP extends string,
  One extends string,
  Many extends string,
> = { [K in `get${Many}`]: Built<Entity, Input, Row, ListArg, Tag, RP>['list'] } & {
  [K in `get${One}`]: Built<Entity, Input, Row, ListArg, Tag, RP>['get'];
} & { [K in `create${One}`]: Built<Entity, Input, Row, ListArg, Tag, RP>['create'] } & {
  [K in `update${One}`]: Built<Entity, Input, Row, ListArg, Tag, RP>['update'];
} & { [K in `delete${One}`]: Built<Entity, Input, Row, ListArg, Tag, RP>['delete'] };

/**
 * The data provider of one Strapi collection (react-admin's list/get/create/update/delete by
 * resource name): the envelopes, the shared list query and the cache tags written once. Given the
 * entity and its input first, then the area's endpoint builder:
 *
 *     fleetApi.injectEndpoints({ endpoints: (build) =>
 *       resourceEndpoints<Truck, TruckInput>()(build, { url: '/api/trucks', tag: 'Truck', one: 'Truck', many: 'Trucks' }) })
 *
 * A third type names what a list row is when the list reads less or more than one entry (a count
 * instead of the relation). A file picks the endpoints it needs when the collection does not allow them all.
 */
export const resourceEndpoints =
  <Entity extends { documentId: string }, Input, Row extends { documentId: string } = Entity>() =>
  <Tag extends string, RP extends string, One extends string, Many extends string, ListArg = ListQueryParams>(
    build: EndpointBuilder<AreaBaseQuery, Tag, RP>,
    options: ResourceOptions<Tag, One, Many, ListArg>,
  ): ResourceEndpoints<Entity, Input, Row, ListArg, Tag, RP, One, Many> => {
    const built = buildEndpoints<Entity, Input, Row, ListArg, Tag, RP>(build, options);
    return {
      [`get${options.many}`]: built.list,
      [`get${options.one}`]: built.get,
      [`create${options.one}`]: built.create,
      [`update${options.one}`]: built.update,
      [`delete${options.one}`]: built.delete,
    } as ResourceEndpoints<Entity, Input, Row, ListArg, Tag, RP, One, Many>;
  };
