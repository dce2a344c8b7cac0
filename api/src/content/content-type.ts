import type { UserType } from '@haulage/shared/contracts';

/**
 * The definition format of a content type: one table, its attributes (camelCase names mapped to
 * snake_case columns) and its relations. The generic engine (query language, CRUD routes,
 * serializer) works from this description only.
 */
export type ScalarType = 'string' | 'text' | 'email' | 'enumeration' | 'integer' | 'float' | 'boolean' | 'date' | 'datetime' | 'json';

export interface ScalarAttribute {
  type: ScalarType;
  /** Default: snake_case of the attribute name. */
  column?: string;
  enum?: readonly string[];
  /** Never returned, filtered or sorted (e.g. a password hash). */
  private?: boolean;
  /** Set by the engine on create when the body leaves the attribute out. */
  default?: unknown;
  /** Only these user types may read, filter, sort or search it (e.g. identity numbers). */
  readableBy?: readonly UserType[];
  /**
   * Never taken from a request body (400 `Invalid key`, like ids and timestamps): set only by the
   * engine or a command (a job's number, an invoice's number), so a client cannot forge it.
   */
  readOnly?: boolean;
  /** What people call it in messages ("plate"); default: the attribute name. */
  label?: string;
  /**
   * A float kept exactly: the column holds a whole number of 10^-decimals units (a volume of
   * 33.125 m³ with 3 decimals is 33125, litres), which neither database rounds; requests and
   * answers, filters included, speak the decimal. Its contract refuses more decimals than this.
   */
  decimals?: number;
}

export type RelationKind = 'manyToOne' | 'oneToOne' | 'oneToMany' | 'manyToMany';

export interface RelationAttribute {
  type: 'relation';
  relation: RelationKind;
  /** uid of the target content type, e.g. 'areas'. */
  target: string;
  /** manyToOne/oneToOne: FK column on this table, e.g. 'area_id'. */
  column?: string;
  /** oneToMany: the target's manyToOne attribute that points back. */
  mappedBy?: string;
  /** manyToMany: both sides declare the same join table, swapped. */
  joinTable?: { table: string; column: string; inverseColumn: string };
  private?: boolean;
  readableBy?: readonly UserType[];
  /** manyToOne/oneToOne: set only by the API's own rules, never from a body (as for scalars). */
  readOnly?: boolean;
}

export interface MediaAttribute {
  type: 'media';
  /** FK to files.id. */
  column: string;
  private?: boolean;
  readableBy?: readonly UserType[];
}

export type Attribute = ScalarAttribute | RelationAttribute | MediaAttribute;

export interface ContentType {
  /** 'trucks': the URL resource name and the permission resource. */
  uid: string;
  /** The permission resource that guards reading it anywhere, populate included; default: uid. */
  resource?: string;
  table: string;
  attributes: Record<string, Attribute>;
  /** Other names accepted in filters/sort, e.g. { truck_status: 'truckStatus' }. */
  aliases?: Record<string, string>;
  /**
   * What `_q` searches, folded (case, accents, separators) into one stored column, `search_text`
   * (content/search): fields of this type and of entries one relation away (`area.name`,
   * `contacts.lastName`). Without it `_q` falls back to every text attribute.
   */
  search?: readonly string[];
  /** How messages name one entry ('truck'); default: the uid without its plural s. */
  singularName?: string;
  /** Where its routes live under /api; default the uid (invoices sit under `customers/invoices`). */
  path?: string;
}

/** The columns every content table has besides its attributes. */
export const SYSTEM_FIELDS = {
  id: { type: 'integer', column: 'id' },
  documentId: { type: 'string', column: 'document_id' },
  createdAt: { type: 'datetime', column: 'created_at' },
  updatedAt: { type: 'datetime', column: 'updated_at' },
  publishedAt: { type: 'datetime', column: 'published_at' },
} as const satisfies Record<string, ScalarAttribute>;

export type SystemField = keyof typeof SYSTEM_FIELDS;

const snakeCased = new Map<string, string>();

/** `truckName` → `truck_name`, remembered: every query and answer asks again for the same few names. */
export const snakeCase = (name: string): string => {
  let known = snakeCased.get(name);
  if (known === undefined) {
    known = name
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
      .toLowerCase();
    // Bounded: a name may come from a query string before it is checked against the attributes.
    if (snakeCased.size < 10_000) snakeCased.set(name, known);
  }
  return known;
};

export const isScalar = (attribute: Attribute): attribute is ScalarAttribute => attribute.type !== 'relation' && attribute.type !== 'media';

export const isRelation = (attribute: Attribute): attribute is RelationAttribute => attribute.type === 'relation';

export const isMedia = (attribute: Attribute): attribute is MediaAttribute => attribute.type === 'media';

/** The column holding a scalar attribute, or the FK column of a media / owning relation. */
export const columnOf = (name: string, attribute: Attribute): string => {
  if (attribute.type === 'media') return attribute.column;
  if (attribute.type === 'relation') return attribute.column ?? `${snakeCase(name)}_id`;
  return attribute.column ?? snakeCase(name);
};

/** To-one relations (and media) are stored as a FK on this table. */
export const isToOne = (attribute: RelationAttribute | MediaAttribute): boolean =>
  attribute.type === 'media' || attribute.relation === 'manyToOne' || (attribute.relation === 'oneToOne' && !attribute.mappedBy);
