import type { CreateTableBuilder, Migration } from 'kysely';
import { createContentTable, isPostgres } from '../../../../content';
import type { MigrationDb } from '../../../../db/database';

type Table = CreateTableBuilder<string, 'id'>;
const money = (t: Table, name: string) => t.addColumn(name, 'bigint', (c) => c.notNull().defaultTo(0));

const payRules: Migration = {
  up: async (db: MigrationDb) => {
    await createContentTable(db, 'pay_rules', (t: Table) => {
      let table = t
        .addColumn('driver_id', 'integer', (c) => c.notNull().references('drivers.id').onDelete('cascade'))
        .addColumn('valid_from', 'varchar(10)', (c) => c.notNull())
        .addColumn('valid_to', 'varchar(10)')
        .addColumn('basis', 'varchar(10)', (c) => c.notNull());
      for (const column of [
        'monthly_salary',
        'hourly_rate',
        'per_km_rate',
        'per_job_rate',
        'evening_supplement',
        'night_supplement',
        'weekend_supplement',
        'holiday_supplement',
      ])
        table = money(table, column);
      table = table
        .addColumn('daily_hours', 'double precision', (c) => c.notNull().defaultTo(8))
        .addColumn('weekly_hours', 'double precision', (c) => c.notNull().defaultTo(40));
      for (const column of ['overtime_rate', 'per_diem_full', 'per_diem_partial']) table = money(table, column);
      return table;
    });
    await db.schema.createIndex('pay_rules_driver_id_valid_from_idx').on('pay_rules').columns(['driver_id', 'valid_from']).execute();
  },
  down: async (db) => db.schema.dropTable('pay_rules').execute(),
};

/** One payslip per driver and month; a job's line of a kind exists once across all payslips, so no job is paid twice. */
const payslips: Migration = {
  up: async (db: MigrationDb) => {
    await createContentTable(db, 'payslips', (t: Table) =>
      t
        .addColumn('driver_id', 'integer', (c) => c.notNull().references('drivers.id').onDelete('restrict'))
        .addColumn('period', 'varchar(7)', (c) => c.notNull())
        .addColumn('period_from', 'varchar(10)', (c) => c.notNull())
        .addColumn('period_to', 'varchar(10)', (c) => c.notNull())
        .addColumn('status', 'varchar(12)', (c) => c.notNull().defaultTo('open'))
        .addColumn('gross_amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('notes', 'text')
        .addColumn('submitted_at', 'varchar(32)')
        .addColumn('approved_at', 'varchar(32)')
        .addColumn('approved_by', 'varchar(200)')
        .addColumn('paid_at', 'varchar(32)')
        .addColumn('rejection_reason', 'text'),
    );
    await db.schema.createIndex('payslips_driver_id_period_uq').on('payslips').columns(['driver_id', 'period']).unique().execute();
    await db.schema.createIndex('payslips_period_idx').on('payslips').columns(['period']).execute();
    const lines = db.schema.createTable('payslip_lines');
    await (
      isPostgres(db)
        ? lines.addColumn('id', 'serial', (c) => c.primaryKey())
        : lines.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    )
      .addColumn('payslip_id', 'integer', (c) => c.notNull().references('payslips.id').onDelete('cascade'))
      .addColumn('source', 'varchar(12)', (c) => c.notNull())
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('job_id', 'integer', (c) => c.references('jobs.id').onDelete('restrict'))
      .addColumn('work_date', 'varchar(10)')
      .addColumn('description', 'varchar(200)', (c) => c.notNull())
      .addColumn('quantity', 'double precision', (c) => c.notNull())
      .addColumn('unit', 'varchar(8)', (c) => c.notNull())
      .addColumn('rate', 'bigint', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payslip_lines_payslip_id_idx').on('payslip_lines').columns(['payslip_id']).execute();
    await db.schema.createIndex('payslip_lines_job_id_kind_uq').on('payslip_lines').columns(['job_id', 'kind']).unique().execute();
  },
  down: async (db) => {
    await db.schema.dropTable('payslip_lines').execute();
    await db.schema.dropTable('payslips').execute();
  },
};

const driverPayments: Migration = {
  up: async (db: MigrationDb) => {
    await createContentTable(db, 'driver_payments', (t: Table) =>
      t
        .addColumn('driver_id', 'integer', (c) => c.notNull().references('drivers.id').onDelete('restrict'))
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('payment_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('reference', 'varchar(80)'),
    );
    await db.schema.createIndex('driver_payments_driver_id_idx').on('driver_payments').columns(['driver_id']).execute();
  },
  down: async (db) => db.schema.dropTable('driver_payments').execute(),
};

export const payMigrations: Record<string, Migration> = {
  '0620-finance-pay-rules': payRules,
  '0621-finance-payslips': payslips,
  '0622-finance-driver-payments': driverPayments,
};
