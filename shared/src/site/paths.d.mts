// Types of paths.mjs (plain JavaScript so that Node imports it as it is).
export declare const BASE_PATH: '/blueprint';
export declare function basePathOf(pathname: string): '' | '/blueprint';
export declare function pagePathOf(pathname: string): string;
export declare function matchPage<P extends { path: string }>(pages: readonly P[], pathname: string): P | undefined;
