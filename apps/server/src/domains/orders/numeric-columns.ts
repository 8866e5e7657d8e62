/**
 * bigint and numeric columns come back as strings on one engine (PostgreSQL) and numbers on the
 * other (PGlite): a copy of the row with those fields as numbers (null stays null).
 */
export function numbersIn<Row extends object>(row: Row, fields: readonly string[]): Row {
  const copy = { ...row } as Record<string, unknown>;
  for (const field of fields) {
    if (copy[field] !== null && copy[field] !== undefined) copy[field] = Number(copy[field]);
  }
  return copy as Row;
}
