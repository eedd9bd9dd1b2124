export declare const AUTH_SECRET_MIN_LENGTH: number;
export declare const JOBS_SECRET_MIN_LENGTH: number;
export type ProcessRole = "app" | "worker" | "serverless";
export declare function uploadFolderUnwritable(uploadDir: string | undefined): string | null;
export declare function configurationProblems(
  role: ProcessRole,
  environment: Record<string, string | undefined>,
  probes?: { uploadFolderProblem?: (uploadDir: string | undefined) => string | null },
): { problems: string[]; warnings: string[] };
export declare function checkEnvironment(role: ProcessRole): void;
export declare function startupCheck(options: { role: ProcessRole; production: boolean }): void;
export declare function refuseToStart(role: ProcessRole, problems: string[], production: boolean): never;
