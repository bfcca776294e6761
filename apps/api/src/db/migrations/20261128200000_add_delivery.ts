import { type ColumnDefinitionBuilder, type Kysely, PostgresIntrospector, sql } from 'kysely';

// Frozen: once released, a migration never changes (a schema change is a new migration), so it is typed
// against no table types of today.
// biome-ignore lint/suspicious/noExplicitAny: see above
type FrozenDatabase = Kysely<any>;

const METHODS = (column: string) => sql`${sql.ref(column)} in ('delivery', 'pickup')`;
const CLOCK = (column: string) => sql`length(${sql.ref(column)}) = 5`;

/**
 * Delivery as the farm delivers (docs/architecture.md#delivery): the areas it serves with their fee, minimum and
 * weekdays; the windows it delivers or hands over in, with their capacity and cut-off; its pickup point; the
 * cart's choice; and on each order and Pay Now payment, how and when it comes (copied, so an area edited later
 * changes no order). Money in kobo, days as the shop's YYYY-MM-DD, times of day as HH:MM in SHOP_TIME_ZONE.
 */
export async function up(db: FrozenDatabase): Promise<void> {
  const postgres = db.introspection instanceof PostgresIntrospector;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('delivery_areas')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(60)', (col) => col.notNull().unique())
    .addColumn('council', 'varchar(60)', (col) => col.notNull())
    .addColumn('fee_kobo', 'bigint', (col) => col.notNull().defaultTo(0).check(sql`fee_kobo >= 0`))
    .addColumn('min_order_kobo', 'bigint', (col) =>
      col.notNull().defaultTo(0).check(sql`min_order_kobo >= 0`),
    )
    // The weekdays served, "1,2,3,4,5,6" (0 Sunday to 6 Saturday).
    .addColumn('weekdays', 'varchar(13)', (col) => col.notNull().defaultTo('1,2,3,4,5,6'))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(sql`true`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();

  await db.schema
    .createTable('delivery_windows')
    .addColumn('id', 'integer', id)
    .addColumn('method', 'varchar(10)', (col) => col.notNull().check(METHODS('method')))
    .addColumn('starts', 'varchar(5)', (col) => col.notNull().check(CLOCK('starts')))
    .addColumn('ends', 'varchar(5)', (col) => col.notNull().check(CLOCK('ends')))
    .addColumn('weekdays', 'varchar(13)', (col) => col.notNull().defaultTo('1,2,3,4,5,6'))
    .addColumn('capacity', 'integer', (col) => col.notNull().check(sql`capacity >= 0`))
    .addColumn('cutoff_days_before', 'integer', (col) =>
      col.notNull().defaultTo(0).check(sql`cutoff_days_before between 0 and 6`),
    )
    .addColumn('cutoff_time', 'varchar(5)', (col) => col.notNull().check(CLOCK('cutoff_time')))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(sql`true`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();

  // One row (id 1): where and when orders are collected at the farm.
  await db.schema
    .createTable('pickup_points')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('address', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('hours', 'varchar(120)', (col) => col.notNull().defaultTo(''))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(sql`false`))
    .execute();

  // The cart's choice, one per account, remembered for the next order (its slot cleared once ordered).
  await db.schema
    .createTable('cart_deliveries')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('method', 'varchar(10)', (col) => col.notNull().check(METHODS('method')))
    .addColumn('area_id', 'integer', (col) => col.references('delivery_areas.id').onDelete('set null'))
    .addColumn('window_id', 'integer', (col) => col.references('delivery_windows.id').onDelete('set null'))
    .addColumn('slot_date', 'varchar(10)')
    .addColumn('address', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('landmark', 'varchar(120)', (col) => col.notNull().defaultTo(''))
    .addColumn('note', 'varchar(300)', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();

  // How and when each order comes. Orders placed before this keep 'delivery' with no area, slot or fee.
  const plan = async (table: 'orders' | 'payments') => {
    await db.schema
      .alterTable(table)
      .addColumn('delivery_method', 'varchar(10)', (col) =>
        col.notNull().defaultTo('delivery').check(METHODS('delivery_method')),
      )
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('delivery_area_id', 'integer', (col) =>
        col.references('delivery_areas.id').onDelete('set null'),
      )
      .execute();
    await db.schema.alterTable(table).addColumn('delivery_area_name', 'varchar(60)').execute();
    await db.schema.alterTable(table).addColumn('delivery_council', 'varchar(60)').execute();
    await db.schema
      .alterTable(table)
      .addColumn('delivery_window_id', 'integer', (col) =>
        col.references('delivery_windows.id').onDelete('set null'),
      )
      .execute();
    await db.schema.alterTable(table).addColumn('delivery_date', 'varchar(10)').execute();
    await db.schema.alterTable(table).addColumn('delivery_starts_at', 'timestamptz').execute();
    await db.schema.alterTable(table).addColumn('delivery_ends_at', 'timestamptz').execute();
    await db.schema
      .alterTable(table)
      .addColumn('delivery_landmark', 'varchar(120)', (col) => col.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('delivery_note', 'varchar(300)', (col) => col.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('delivery_fee_kobo', 'bigint', (col) => col.notNull().defaultTo(0))
      .execute();
    // A slot's orders (and live Pay Now holds) are counted against its capacity.
    await db.schema
      .createIndex(`${table}_delivery_slot_idx`)
      .on(table)
      .columns(['delivery_window_id', 'delivery_date'])
      .execute();
  };
  await plan('orders');
  await plan('payments');
  // A Pay Now payment holds its slot as it holds its stock: until its order takes it or the hold runs out.
  await db.schema.alterTable('payments').addColumn('delivery_address', 'varchar(200)').execute();
  await db.schema.alterTable('payments').addColumn('slot_held_until', 'timestamptz').execute();
}

export async function down(db: FrozenDatabase): Promise<void> {
  for (const table of ['orders', 'payments']) {
    await db.schema.dropIndex(`${table}_delivery_slot_idx`).execute();
    for (const column of [
      'delivery_fee_kobo',
      'delivery_note',
      'delivery_landmark',
      'delivery_ends_at',
      'delivery_starts_at',
      'delivery_date',
      'delivery_window_id',
      'delivery_council',
      'delivery_area_name',
      'delivery_area_id',
      'delivery_method',
    ]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
  await db.schema.alterTable('payments').dropColumn('slot_held_until').execute();
  await db.schema.alterTable('payments').dropColumn('delivery_address').execute();
  await db.schema.dropTable('cart_deliveries').execute();
  await db.schema.dropTable('pickup_points').execute();
  await db.schema.dropTable('delivery_windows').execute();
  await db.schema.dropTable('delivery_areas').execute();
}
