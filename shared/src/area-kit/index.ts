/**
 * `@haulage/shared/area-kit`: the one way to build an area (a remote). Not a shared singleton:
 * each remote bundles what it uses, with its own router (docs/adr/0011-area-kit.md).
 *
 * `defineArea` + `createAreaApi` describe an area; `AreaRoot`, `createAreaLifecycles` and
 * `startStandalone` run it in the shell, under single-spa and alone; the hooks and helpers are
 * what its features share (platform, permissions, list state in the URL, submit with feedback).
 */
export { defineArea, type AreaDefinition } from './define-area';
export { createAreaApi, listTags, type AreaApi, type AreaThunkExtra } from './create-area-api';
export { createAreaStore, type AreaStore } from './create-area-store';
export { AreaRoot } from './area-root';
export { AreaRoutes, type AreaPage } from './area-routes';
export { createAreaLifecycles } from './area-lifecycles';
export { startStandalone, type StandaloneOptions } from './standalone/start-standalone';
export { createStandalonePlatform, type StandalonePlatform } from './standalone/create-standalone-platform';
export { PlatformProvider, usePlatform, useCan } from './platform-provider';
export { ForbiddenState, Permitted, type Permit } from './permitted';
export { TopicSync, tagsForTopic, type TopicTags } from './topic-sync';
export {
  errorMessage,
  fieldOfPath,
  isApiErrorData,
  planApiError,
  planWarnings,
  toastWarnings,
  type ApiErrorPlan,
  type FieldAliases,
  type WarningPlan,
} from './api-errors';
export { hasWarnings, useApiSubmit, type ApiSubmit, type ApiSubmitOptions, type PageAlert } from './use-api-submit';
export { useEntityForm, type EntityForm, type EntityFormOptions } from './use-entity-form';
export { usePageForm, type PageFormProps } from './use-page-form';
export { bindFields, type BindableForm, type BoundField, type FieldBinder } from './bind-fields';
export { EntityFormFrame, type EntityFormFrameProps } from './entity-form-frame';
export { FormAlert } from './form-alert';
export { FieldsDialog, type FieldsDialogProps } from './fields-dialog';
export { QueryTable, type QueryTableProps, type TableQuery } from './query-table';
export { FormActions, type FormActionsProps } from './form-actions';
export { LEAVE_MESSAGE, useLeaveGuard, type LeaveGuard } from '@haulage/shared/forms';
export { LIST_PAGE_SIZE, readListState, updateListState, writeListState, type ListState, type ListStateOptions } from './list-state';
export { listTableControls, useListState, useLocalListState, type ListPagination, type ListTableControls } from './use-list-state';
export { AreaFilter, FilterBar, type AreaChoice, type AreaFilterProps, type FilterBarProps } from './filter-bar';
export { PageSkeleton } from './page-skeleton';
export { AreaPageHeader } from './area-page-header';
export { useConfirmedWrite, type ConfirmedWriteOptions, type ConfirmedWriteOutcome } from './use-confirmed-write';
export { EntityActions, type EntityActionsProps } from './entity-actions';
export { useReportRefusal } from './use-report-refusal';
export { UploadedImageField, type UploadedImageFieldProps, type UploadingApi } from './uploaded-image-field';
export { ListBody, type ListBodyProps, type ListQuery } from './list-body';
export { lazyPage } from './lazy-page';
