import type { IncomingMessage, ServerResponse } from "node:http";

export type Asset = { type: string; lastModified: string; modifiedSeconds: number; copies: Map<string, { file: string; size: number }> };
export declare const PRECOMPRESSED_TYPES: { readonly ".js": "application/javascript; charset=UTF-8"; readonly ".css": "text/css; charset=UTF-8" };
export declare const ENCODINGS: readonly (readonly ["br", ".br"] | readonly ["gzip", ".gz"])[];
export declare function preferredEncoding(acceptEncoding: string | undefined, available: readonly string[]): string | null;
export declare function precompressedAssets(distDir: string): Map<string, Asset>;
export declare function configuredHeaders(distDir: string): { regex: RegExp; headers: { key: string; value: string }[] }[];
export declare function servePrecompressed(request: IncomingMessage, response: ServerResponse, assets: Map<string, Asset>, headerRules: ReturnType<typeof configuredHeaders>): boolean;
