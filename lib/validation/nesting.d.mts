export declare const MAX_INPUT_DEPTH: number;
export declare function jsonTooDeep(text: string, maxDepth?: number): { path: (string | number)[] } | null;
export declare function jsonHasMoreValuesThan(text: string, maxValues: number): boolean;
