/**
 * @jest-environment node
 */
import { Prisma } from "@/lib/generated/prisma/client";
import { isConnectionFailure, markIfDisconnected, unavailableIfDisconnected } from "@/lib/server/database/prisma-errors";
import { AppError, DATABASE_DOWN_DIGEST } from "@/lib/errors";

/** A database that cannot be reached, recognised in its shapes from Prisma and node-postgres (lib/server/database/prisma-errors.ts). */
const known = (code: string, cause?: Record<string, unknown>) =>
  new Prisma.PrismaClientKnownRequestError("Invalid invocation", { code, clientVersion: "7", meta: cause ? { driverAdapterError: { name: "DriverAdapterError", cause } } : undefined });
const withCode = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe("isConnectionFailure", () => {
  it.each([
    ["Prisma: cannot reach the server (P1001)", known("P1001", { kind: "DatabaseNotReachable", host: "127.0.0.1", port: 5432 })],
    ["Prisma raw query: the adapter's kind", known("P2010", { kind: "DatabaseNotReachable" })],
    ["Prisma: connection closed", known("P2010", { kind: "ConnectionClosed" })],
    ["Prisma: the server is shutting down (57P01)", known("P2010", { kind: "postgres", originalCode: "57P01" })],
    ["Prisma: starting up (57P03)", known("P2010", { kind: "postgres", originalCode: "57P03" })],
    ["node-postgres: refused", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["node-postgres: dropped", withCode("Connection terminated unexpectedly")],
    ["node-postgres: a connection exception (08006)", withCode("connection failure", "08006")],
    ["both addresses of localhost refused", Object.assign(new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], ""), {})],
    ["wrapped", new Error("The job queue could not start", { cause: withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED") })],
  ])("%s", (_name, error) => {
    expect(isConnectionFailure(error)).toBe(true);
  });

  it.each([
    ["a unique violation", known("P2002", { kind: "UniqueConstraintViolation" })],
    ["a check violation", known("P2010", { kind: "postgres", originalCode: "23514" })],
    ["a bad password for the database", known("P2010", { kind: "AuthenticationFailed" })],
    ["any other error", new Error("boom")],
    ["nothing", undefined],
  ])("not %s", (_name, error) => {
    expect(isConnectionFailure(error)).toBe(false);
  });
});

describe("what becomes of a connection failure", () => {
  it("is marked for the pages' error boundaries, and stays the driver's error", () => {
    const error = known("P1001", { kind: "DatabaseNotReachable" });
    expect(markIfDisconnected(error)).toBe(error);
    expect((error as unknown as { digest?: string }).digest).toBe(DATABASE_DOWN_DIGEST);
    const other = new Error("boom");
    expect((markIfDisconnected(other) as { digest?: string }).digest).toBeUndefined();
  });

  it("is `unavailable` with Retry-After at the doors; other errors pass through", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const unavailable = unavailableIfDisconnected(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"));
    expect(unavailable).toBeInstanceOf(AppError);
    expect(unavailable).toMatchObject({ kind: "unavailable", message: "The shop is briefly unavailable. Please try again in a minute.", retryAfterSeconds: 30 });
    const other = new Error("boom");
    expect(unavailableIfDisconnected(other)).toBe(other);
  });
});
