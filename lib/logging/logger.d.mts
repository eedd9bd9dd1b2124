import type { AsyncLocalStorage } from "node:async_hooks";
import type { DestinationStream, Logger } from "pino";

export declare const REDACTED: "[redacted]";
export declare const requestContext: AsyncLocalStorage<{ requestId: string }>;
export declare function currentRequestId(): string | undefined;
export declare const REQUEST_ID_HEADER: "x-request-id";
export declare function requestIdFrom(given: string | string[] | undefined, fromProxy: boolean): string;
export declare function scrubText(text: string): string;
export declare function scrub(value: unknown, depth?: number): unknown;
export declare function createLogger(options?: { level?: string; destination?: DestinationStream }): Logger;
export declare function routeConsoleTo(logger: Logger): void;
export declare function logLine(level: "debug" | "info" | "warn" | "error", fields: Record<string, unknown>, message: string): void;
