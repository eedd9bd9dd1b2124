import type { Logger } from "pino";
export declare function logPlatformRequests(logger: Logger, options: { clientAddressHeader: string | null }): void;
