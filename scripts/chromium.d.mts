/** Types of chromium.mjs (plain JavaScript so `npm test` runs it with `node` first); see that file for the docs. */
export declare const DEBIAN_CHROMIUM: string;
export declare function chromiumCandidates(): string[];
export declare function findChromium(
  env?: NodeJS.ProcessEnv,
): { path: string } | { problem: string; fromEnv: boolean };
export declare function chromiumPlan(machine: {
  root: boolean;
  aptGet: boolean;
  fromEnv: boolean;
}): { install: true } | { install: false; command: string };
export declare function ensureChromium(env?: NodeJS.ProcessEnv): number;
