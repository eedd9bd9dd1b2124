export declare const AUTH_SECRET_MIN_LENGTH: number;
export declare function configurationProblems(role: "app" | "worker", environment: Record<string, string | undefined>): { problems: string[]; warnings: string[] };
export declare function startupCheck(options: { role: "app" | "worker"; production: boolean }): void;
export declare function refuseToStart(role: "app" | "worker", problems: string[], production: boolean): never;
