import { type ColumnDefinitionBuilder, type Kysely, PostgresIntrospector, sql } from 'kysely';

// Frozen: once released, a migration never changes (a schema change is a new migration), so it is typed
// against no table types of today.
// biome-ignore lint/suspicious/noExplicitAny: see above
type FrozenDatabase = Kysely<any>;

export async function up(db: FrozenDatabase): Promise<void> {
  const id = identity(db);

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('categories_position_idx').on('categories').column('position').execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('slug', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('price_kobo', 'integer', (col) => col.notNull().check(sql`price_kobo >= 0`))
    .addColumn('image', 'varchar(300)')
    .addColumn('category_id', 'integer', (col) =>
      col.notNull().references('categories.id').onDelete('restrict'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
  // Lists filter by category and page in (category, id) order.
  await db.schema
    .createIndex('products_category_id_idx')
    .on('products')
    .columns(['category_id', 'id'])
    .execute();
}

export async function down(db: FrozenDatabase): Promise<void> {
  await db.schema.dropTable('products').execute();
  await db.schema.dropTable('categories').execute();
}

// SQLite has no identity columns: there an INTEGER PRIMARY KEY is the rowid, and AUTOINCREMENT keeps the
// ids of deleted rows from being handed out again.
function identity(db: FrozenDatabase) {
  const postgres = db.introspection instanceof PostgresIntrospector;
  return (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}
