/**
 * How many operations a domain file holds (docs/architecture.md, "The domain"):
 * one use case per file, named after it (cancel-booking.ts holds the customer's
 * and the admin's cancel), or the operations an admin screen runs on one kind
 * of record, in manage-<records>.ts. A file that grows past three operations
 * is a record's management and says so in its name; none holds more than six.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const root = path.join(__dirname, "../../lib/server");
const OPERATION_EXPORT = /^export const \w+ = (?:operation|recordOperation)\(/gm;

function domainFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return domainFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

const counts = domainFiles(root).map((file) => ({
  file: path.relative(root, file),
  operations: readFileSync(file, "utf8").match(OPERATION_EXPORT)?.length ?? 0,
}));

test("the domain's operations are found at all", () => {
  expect(counts.reduce((sum, { operations }) => sum + operations, 0)).toBeGreaterThan(40);
});

test("a file with more than three operations is named manage-<records>.ts", () => {
  const misnamed = counts.filter(({ file, operations }) => operations > 3 && !path.basename(file).startsWith("manage-"));
  expect(misnamed).toEqual([]);
});

test("no file holds more than six operations", () => {
  expect(counts.filter(({ operations }) => operations > 6)).toEqual([]);
});
