/**
 * Every table of the product in dependency order, derived from the Drizzle schema's foreign keys (issue 21 item 1,
 * "Move an installation"; docs/decisions/0021): a table comes after every table its foreign keys reference, so rows
 * inserted table by table in this order never name a row that is not there yet. A table added to the schema is in
 * the list without anyone editing it.
 */
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';

/** One table of the schema: its Drizzle object, its name, and the names of the tables it references. */
export interface SchemaTable {
  table: PgTable;
  name: string;
  references: string[];
}

/**
 * Orders `tables` so that each comes after the tables it references; tables with no order between them keep their
 * given order (a stable topological sort).
 *
 * @throws {Error} when the foreign keys form a cycle (a self-reference included): rows of such tables cannot be
 *   loaded table by table.
 */
function inDependencyOrder(tables: readonly SchemaTable[]): SchemaTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: SchemaTable[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: SchemaTable, path: string[]) => {
    const seen = state.get(table.name);
    if (seen === 'done') return;
    if (seen === 'visiting')
      throw new Error(`foreign keys form a cycle: ${[...path, table.name].join(' -> ')}`);
    state.set(table.name, 'visiting');
    for (const name of table.references) {
      const referenced = byName.get(name);
      if (referenced) visit(referenced, [...path, table.name]);
    }
    state.set(table.name, 'done');
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

/** The schema's tables with the tables their foreign keys reference, in the schema's own order. */
function schemaTables(): SchemaTable[] {
  return Object.values(schema)
    .filter((value: unknown): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      return {
        table,
        name: config.name,
        references: config.foreignKeys.map((key) => getTableConfig(key.reference().foreignTable).name),
      };
    });
}

/** Every table of the schema (`src/server/db/schema/`), referenced tables first. */
export const TABLES_IN_DEPENDENCY_ORDER: readonly SchemaTable[] = inDependencyOrder(schemaTables());
