/** Strapi 5 envelope and error shapes, shared by the API (which answers them) and the clients. */
export interface PagePagination {
  page: number;
  pageSize: number;
  pageCount?: number;
  total?: number;
}

export interface OffsetPagination {
  start: number;
  limit: number;
  total?: number;
}

export type Pagination = PagePagination | OffsetPagination;

/** Every stored entry carries both ids, as Strapi 5 does. */
export interface Entry {
  id: number;
  documentId: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
}

export interface ListResponse<T> {
  data: T[];
  meta: { pagination: Pagination };
}

export interface ItemResponse<T> {
  data: T;
  meta: Record<string, unknown> & { warnings?: Warning[] };
}

/** A non-blocking remark about a write, such as a flagged odometer reading. */
export interface Warning {
  field: string;
  message: string;
}

export type ErrorName =
  | 'ValidationError'
  | 'PaginationError'
  | 'ApplicationError'
  | 'SyntaxError'
  | 'UnauthorizedError'
  | 'ForbiddenError'
  | 'NotFoundError'
  | 'MethodNotAllowedError'
  | 'PayloadTooLargeError'
  | 'UnsupportedMediaTypeError'
  | 'RateLimitError'
  | 'ConflictError'
  | 'ServiceUnavailableError'
  | 'InternalServerError';

export interface FieldError {
  path: (string | number)[];
  message: string;
  name: 'ValidationError';
  value?: unknown;
}

export interface ErrorResponse {
  data: null;
  error: {
    status: number;
    name: ErrorName;
    message: string;
    details?: Record<string, unknown> & { errors?: FieldError[] };
  };
}

/** A media file as populated on an entry (`profilePhoto`). */
export interface MediaFile {
  id: number;
  documentId: string;
  name: string;
  url: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  formats: { thumbnail?: { url: string; width: number; height: number } } | null;
}
