import type { Logger } from "pino";

export declare const AUTH_SECRET_MIN_LENGTH: number;
export declare function configurationProblems(role: "app" | "worker", environment: Record<string, string | undefined>): { problems: string[]; warnings: string[] };
export declare function startupCheck(options: { role: "app" | "worker"; production: boolean; logger: Logger }): Promise<void>;
export declare function exitWhenWritten(logger: Logger, code: number): Promise<never>;
