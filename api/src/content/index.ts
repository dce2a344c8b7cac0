export * from './content-type';
export { registerContentType, getContentType, findContentType, allContentTypes } from './registry';
export { filesContentType } from './files-content-type';
export { addSearchColumn, createContentTable, createJoinTable, dialectOf, isPostgres } from './schema';
export { addContainsText } from './search/contains-index';
export { parseListQuery, parseReadQuery, type ReadPlan } from './query/parse-list-query';
export { paginationMeta, parsePageNumbers, parsePageQuery, windowOf } from './query/page-window';
export type { ListPlan, FilterNode, SortItem, PopulatePlan, PaginationPlan, PaginationLimits } from './query/plan';
export { fromStoredUnits, serializeRow, toColumn, type EntryData } from './serializer';
export { createContentService, listVersion, type ContentService, type ListResult, type ReadMeta } from './service';
export { SYSTEM_VIEWER, mayReadAttribute, mayReadType, viewerOf, type Viewer } from './access';
export { DEFAULT_READ_BOUNDS, queryLimitsOf, type ReadBounds } from './query/bounds';
export { registerCollectionRoutes } from './routes';
export type { CollectionHooks, CollectionRouteOptions, HookContext, AfterWriteContext, ReadContext, WriteAction } from './hooks';
export { isUniqueViolation, mapDbError } from './db-errors';
export { rememberedRead, rememberedRows } from './sql/read-cache';
export {
  defineCommand,
  type Command,
  type CommandContext,
  type CommandResult,
  type FieldCommands,
  type RoutedCommand,
  type TopicEvent,
} from './commands';
export { runCommand, type CommandOutcome } from './write/command-flow';
export { dataPayload, readBody, readDataBody } from './write/read-body';
export { inPublishingTransaction, type Publish, type PublishingHost, type PublishingScope } from './write/publishing-transaction';
export { runWrite, type WriteOutcome } from './write-flow';
export { etagOf, conflictError } from './concurrency/etag';
export { asDynamic, type Executor } from './dynamic-db';
export { isPlainObject } from './query/field-resolver';
export { refuseUnknownKeys } from './write/strict-keys';
export { foldText, searchDocument } from './search/fold';
export { containsDocument } from './search/contains-text';
export { fillSearchText, refreshSearchText } from './search/search-text-repository';
export type { Dialect } from '../db/create-db';
