/** Types of build-stamp.mjs (plain JavaScript so `npm start` runs it with `node`); see that file for the docs. */
export declare const BUILD_STAMP: string;
export declare function bakedEnvDigest(env: NodeJS.ProcessEnv): string;
export declare function writeBuildStamp(root: string, env?: NodeJS.ProcessEnv): Promise<void>;
export declare function newestInput(root: string): Promise<{ file: string; mtimeMs: number } | null>;
export declare function buildState(
  root: string,
  env?: NodeJS.ProcessEnv,
): Promise<{ fresh: true } | { fresh: false; reason: string }>;
