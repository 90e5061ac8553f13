/** Timings of the members program's pages (training-program.md §7, §9). */

/** The Achievements panel loads once more this long after its first load (§7, §9 "Reload after 1 second"), in ms. */
export const ACHIEVEMENTS_RELOAD_DELAY_MS = 1_000;
