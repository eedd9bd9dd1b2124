export declare function runtimeV8Flags(runtime: { v8Version: string; execArgv: readonly string[] }): string[];
export declare function applyRuntimeV8Flags(): void;
