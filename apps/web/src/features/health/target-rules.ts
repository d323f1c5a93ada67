/** spec §9: the target grid shows 5 rows; spec §4/§9: init waits 200 ms */
export const TARGET_GRID_ROWS = 5;
export const INIT_DELAY_MS = 200;

/** spec §4: when the chosen process is no longer in the reloaded list, it resets to 0 (all) */
export function resolveProcessNo(current: number, listed: number[]): number {
  return current === 0 || listed.includes(current) ? current : 0;
}
