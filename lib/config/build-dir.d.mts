export declare const BUILD_DIR: string;
