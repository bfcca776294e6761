import { type Compilable, type CompiledQuery, createQueryId, type Kysely } from 'kysely';

const PLACEHOLDER = Symbol('placeholder');

/** Stands in for a parameter while the query is built; Kysely passes it through as a bound value. */
interface Placeholder {
  readonly [PLACEHOLDER]: string;
}

const isPlaceholder = (value: unknown): value is Placeholder =>
  typeof value === 'object' && value !== null && PLACEHOLDER in value;

interface Template {
  query: CompiledQuery;
  /** Where each bound value comes from: a parameter's name, or a constant of the query. */
  bound: readonly ({ param: string } | { constant: unknown })[];
}

/**
 * A query built and compiled by Kysely once per database and shape, then run with each call's values: building
 * and compiling cost about as much as running a catalogue query on SQLite (in a CPU profile of the catalogue's reads), and the text
 * is the same each time.
 *
 * `build` gets a placeholder for each defined parameter, which it must use only as a value (a where operand,
 * a limit, a `sql` interpolation), never inspect: the compiled text has to be the same for every value. An
 * undefined parameter (a filter not given) reaches `build` as undefined, and each set of defined parameters
 * (each shape of the query) is compiled once.
 */
export function compiledOnce<DB, Params extends object, Row>(
  build: (db: Kysely<DB>, params: Params) => Compilable<Row>,
): (db: Kysely<DB>, params: Params) => Promise<Row[]> {
  const templates = new WeakMap<Kysely<DB>, Map<string, Template>>();
  return async (db, params) => {
    let byShape = templates.get(db);
    if (byShape === undefined) {
      byShape = new Map();
      templates.set(db, byShape);
    }
    const values = params as Record<string, unknown>;
    const defined = Object.keys(values).filter((name) => values[name] !== undefined);
    const shape = defined.join();
    let template = byShape.get(shape);
    if (template === undefined) {
      template = compileTemplate(db, build, defined);
      byShape.set(shape, template);
    }
    const { query, bound } = template;
    const { rows } = await db.executeQuery<Row>({
      query: query.query,
      queryId: createQueryId(),
      sql: query.sql,
      parameters: bound.map((value) => ('param' in value ? values[value.param] : value.constant)),
    });
    return rows;
  };
}

function compileTemplate<DB, Params extends object, Row>(
  db: Kysely<DB>,
  build: (db: Kysely<DB>, params: Params) => Compilable<Row>,
  defined: string[],
): Template {
  const placeholders = Object.fromEntries(defined.map((name) => [name, { [PLACEHOLDER]: name }])) as Params;
  const query = build(db, placeholders).compile();
  const bound = query.parameters.map((value) =>
    isPlaceholder(value) ? { param: value[PLACEHOLDER] } : { constant: value },
  );
  const named = new Set(bound.flatMap((value) => ('param' in value ? [value.param] : [])));
  const unbound = defined.filter((name) => !named.has(name));
  if (unbound.length > 0) throw new Error(`compiledOnce: ${unbound.join(', ')} did not become bound values`);
  return { query, bound };
}
