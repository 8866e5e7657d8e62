export declare const repoRoot: string;
export declare const WEB_SOURCES: string[];
export declare const WEB_BUILD_OUTPUT: string;
export declare const CONSOLE_SOURCES: string[];
export declare const CONSOLE_BUILD_OUTPUT: string;
export declare const SERVER_SOURCES: string[];
export declare const SERVER_BUILD_OUTPUT: string;
export declare function newestMtime(entry: string): number;
export declare function isBuildFresh(output: string, sources: string[]): boolean;
