/** The UI system: curated Chakra v3 components, the product's theme, the provider and generic components. */
/** Curated Chakra v3 re-exports (Box, Stack, Table, Field, Dialog, NativeSelect, createToaster, …). */
export * from './chakra';
/** `system` (createSystem with the spec's constants, `brand` palette) and `THEME` constants. */
export { system, THEME } from './theme';
/** `UiProvider`: ChakraProvider with the product's system. */
export { UiProvider } from './ui-provider';
/** `DataTable`: server-driven table (sort, paging, loading, empty) with `aria-sort`. */
export { DataTable, type DataTableProps, type DataTableColumn } from './components/data-table';
/** `TablePagination`: 'Previous page' / 'Page 2 of 5' / 'Next page'. */
export { TablePagination, type TablePaginationProps } from './components/table-pagination';
/** `SearchInput`: debounced search box. */
export { SearchInput, SEARCH_DEBOUNCE_MS, type SearchInputProps } from './components/search-input';
/** `SearchSelect`: a picker over a long server-side list: a search box, then a native select. */
export { SearchSelect, type SearchSelectProps } from './components/search-select';
/** `StatusFilter`: status select with an 'all' option. */
export { StatusFilter, ALL_STATUSES, type StatusFilterProps } from './components/status-filter';
/** `FieldFrame`: label, required mark, helper and error text around any control. */
export { FieldFrame, errorMessage, type FieldFrameProps, type FieldErrorLike } from './components/field-frame';
/** react-hook-form fields taking `registration={register(name)}`: Text, Number, Date, Textarea. */
export {
  TextField,
  NumberField,
  DateField,
  TextareaField,
  type RegisteredFieldProps,
  type TextFieldProps,
  type NumberFieldProps,
  type DateFieldProps,
  type TextareaFieldProps,
} from './components/form-fields';
/** `SelectField`: native select bound with `registration`. */
export { SelectField, type SelectFieldProps } from './components/select-field';
export { SelectOptions, type SelectOption, type SelectOptionsProps } from './components/select-options';
/** `CheckboxField`: controlled checkbox (`checked`, `onCheckedChange`). */
export { CheckboxField, type CheckboxFieldProps } from './components/checkbox-field';
/** `ConfirmDialog`: alert dialog; `onConfirm` may return a promise. */
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
/** `FormDialog`: a small form in a dialog (title, fields, Cancel, submit with progress); no close while busy. */
export { FormDialog, type FormDialogProps } from './components/form-dialog';
/** `PageHeader`: title, breadcrumbs, description, actions. */
export { PageHeader, type PageHeaderProps, type Breadcrumb } from './components/page-header';
/** `DueBadge` (Overdue / Due in N days / date / Not set), `StatusBadge`, `dueLabel`, `humanizeStatus`. */
export { DueBadge, StatusBadge, dueLabel, humanizeStatus, type DueBadgeProps, type StatusBadgeProps } from './components/badges';
/** `DetailList`: a details page's label/value pairs (`dl`), a missing value read as "—". */
export { DetailList, type DetailItem, type DetailListProps } from './components/detail-list';
/** `ErrorState` (message + Retry) and `EmptyState`. */
export { ErrorState, EmptyState, type ErrorStateProps, type EmptyStateProps } from './components/states';

/** An image input that uploads at once and previews: truck photos, company logos. */
export { ImageUploadField, type ImageUploadFieldProps } from './components/image-upload-field';
