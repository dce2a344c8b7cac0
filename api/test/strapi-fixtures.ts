import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { testConfig, testDatabaseFor } from './helper';
import {
  type ContentType,
  createContentService,
  createContentTable,
  createJoinTable,
  registerCollectionRoutes,
  registerContentType,
} from '../src/content';
import { createDb } from '../src/db/create-db';

/** Test-only content types exercising every attribute kind the engine supports. */
export const gadgetsType: ContentType = registerContentType({
  uid: 'gadgets',
  // Permission resource 'trucks' stands in: the matrix has no test resources.
  resource: 'trucks',
  table: 'gadgets',
  attributes: {
    label: { type: 'string' },
    widgets: { type: 'relation', relation: 'oneToMany', target: 'widgets', mappedBy: 'gadget' },
    taggedWidgets: {
      type: 'relation',
      relation: 'manyToMany',
      target: 'widgets',
      joinTable: { table: 'widgets_tags', column: 'gadget_id', inverseColumn: 'widget_id' },
    },
  },
});

export const widgetsType: ContentType = registerContentType({
  uid: 'widgets',
  resource: 'trucks',
  table: 'widgets',
  attributes: {
    name: { type: 'string' },
    code: { type: 'string' },
    description: { type: 'text' },
    kind: { type: 'enumeration', enum: ['small', 'large'] },
    quantity: { type: 'integer' },
    price: { type: 'float' },
    madeOn: { type: 'date' },
    active: { type: 'boolean' },
    secret: { type: 'string', private: true },
    gadget: { type: 'relation', relation: 'manyToOne', target: 'gadgets', column: 'gadget_id' },
    tags: {
      type: 'relation',
      relation: 'manyToMany',
      target: 'gadgets',
      joinTable: { table: 'widgets_tags', column: 'widget_id', inverseColumn: 'gadget_id' },
    },
  },
  aliases: { made_on: 'madeOn' },
});

const ref = z.union([z.string().min(1), z.int().positive()]);
const widgetInput = z.object({
  name: z.string({ error: 'Please enter the name' }).min(1, 'Please enter the name'),
  code: z.string().nullish(),
  description: z.string().nullish(),
  kind: z.enum(['small', 'large'], { error: 'Kind must be one of: small, large' }).default('small'),
  quantity: z.int({ error: 'Quantity must be a whole number' }).min(0, 'Quantity must be at least 0').nullish(),
  price: z.number().nullish(),
  madeOn: z.iso.date().nullish(),
  active: z.boolean().nullish(),
  gadget: ref.nullish(),
  tags: z
    .union([
      z.array(ref),
      z.object({ connect: z.array(ref).optional(), disconnect: z.array(ref).optional(), set: z.array(ref).optional() }),
    ])
    .optional(),
});
export const widgetCreateSchema = widgetInput;
export const widgetUpdateSchema = widgetInput.partial();

const createTables = async (app: FastifyInstance): Promise<void> => {
  await createContentTable(app.db, 'gadgets', (t) => t.addColumn('label', 'varchar(255)'));
  await createContentTable(app.db, 'widgets', (t) =>
    t
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('code', 'varchar(255)', (c) => c.unique())
      .addColumn('description', 'text')
      .addColumn('kind', 'varchar(32)')
      .addColumn('quantity', 'integer')
      .addColumn('price', 'double precision')
      .addColumn('made_on', 'varchar(10)')
      .addColumn('active', 'boolean')
      .addColumn('secret', 'varchar(255)')
      .addColumn('gadget_id', 'integer', (c) => c.references('gadgets.id').onDelete('set null')),
  );
  await createJoinTable(
    app.db,
    'widgets_tags',
    { column: 'widget_id', references: 'widgets.id' },
    { column: 'gadget_id', references: 'gadgets.id' },
  );
};

export interface WidgetApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** A fresh app (SQLite in memory, or a PostgreSQL database of its own) with widgets/gadgets routes. */
export const buildWidgetApp = async (hooks: Parameters<typeof registerCollectionRoutes>[1]['hooks'] = {}): Promise<WidgetApp> => {
  const database = await testDatabaseFor();
  const config = testConfig({ databaseUrl: database?.url ?? null });
  const handle = createDb({ databaseUrl: config.databaseUrl, sqlitePath: ':memory:' });
  const app = await buildApp({ config, dbHandle: handle, logger: false });
  await createTables(app);
  registerCollectionRoutes(app, { contentType: widgetsType, createSchema: widgetCreateSchema, updateSchema: widgetUpdateSchema, hooks });
  registerCollectionRoutes(app, { contentType: gadgetsType });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await handle.close();
      await database?.drop();
    },
  };
};

/** Gadgets A/B/C and widgets covering the filter cases (names with Å/Ä/Ö/É, %, _, nulls). */
export const seedWidgets = async (app: FastifyInstance) => {
  const gadgets = createContentService(app.db, app.dialect, gadgetsType);
  const widgets = createContentService(app.db, app.dialect, widgetsType);
  const a = await gadgets.create({ label: 'Area 07' });
  const b = await gadgets.create({ label: 'Malmö' });
  const c = await gadgets.create({ label: 'Empty' });
  const rows = [
    {
      name: 'Göteborg',
      code: 'G1',
      kind: 'large',
      quantity: 5,
      price: 1.5,
      madeOn: '2024-01-10',
      active: true,
      gadget: a.documentId,
      tags: [b.id, c.id],
      description: 'north',
    },
    {
      name: 'ÖREBRO',
      code: 'O1',
      kind: 'small',
      quantity: 10,
      price: 2.5,
      madeOn: '2024-02-10',
      active: false,
      gadget: b.documentId,
      tags: [a.id],
    },
    {
      name: 'Éclair 100%',
      code: 'E1',
      kind: 'small',
      quantity: 0,
      price: null,
      madeOn: null,
      active: null,
      gadget: null,
      description: 'a_b',
    },
    { name: 'truck 007', code: 'T1', kind: 'large', quantity: 7, price: 7.25, madeOn: '2023-12-31', active: true, gadget: a.id, tags: [] },
    { name: 'Åre', code: null, kind: 'small', quantity: null, price: 3, madeOn: '2024-03-01', active: true, gadget: null, description: '' },
  ];
  const created = [];
  for (const row of rows) created.push(await widgets.create({ ...row, secret: 'hidden' }));
  return { gadgets: { a, b, c }, widgets: created };
};
