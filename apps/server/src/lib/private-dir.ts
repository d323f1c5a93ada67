import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database, the generated secrets and the attachment blobs: only the server's
 * own user may read it. New files get it from the process umask (set by main), files that exist already
 * (an older install, or PGlite files created before the umask) are tightened here.
 */
export const PRIVATE_UMASK = 0o077;
const DIR_MODE = 0o700;

/** the server process creates every file and directory private (group and others get nothing) */
export function usePrivateUmask(): void {
  process.umask(PRIVATE_UMASK);
}

const ownedByUs = (st: { uid: number }) => typeof process.getuid !== 'function' || st.uid === process.getuid();

/** create dir (and missing parents) as 0700; an existing dir of ours is tightened to 0700 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  const st = lstatSync(dir);
  if (st.isDirectory() && ownedByUs(st) && (st.mode & 0o777) !== DIR_MODE) chmodSync(dir, DIR_MODE);
}

/**
 * dir and everything under it: directories 0700, files without group/other bits (0600) (symbolic links are not followed; entries
 * of another owner are left alone). Meant for trees the app alone writes, such as the PGlite directory.
 */
export function privatizeTree(dir: string): void {
  const stack = [dir];
  while (stack.length) {
    const d = stack.pop()!;
    const st = lstatSync(d, { throwIfNoEntry: false });
    if (!st || !st.isDirectory() || !ownedByUs(st)) continue;
    if ((st.mode & PRIVATE_UMASK) !== 0) chmodSync(d, DIR_MODE);
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) stack.push(p);
      else if (e.isFile()) {
        const fst = lstatSync(p);
        // group and others lose every bit; the owner keeps what it had (0644 → 0600)
        if (ownedByUs(fst) && (fst.mode & PRIVATE_UMASK) !== 0) chmodSync(p, fst.mode & 0o700);
      }
    }
  }
}

/**
 * An existing DATA_DIR at start (an older install may have left it world-readable): the directory, its files
 * (secrets) and its sub-directories become private; the PGlite tree is tightened entirely by the database
 * client. Blobs deeper under files/ are shielded by their 0700 parents (walking them all could take long).
 */
export function privatizeDataDir(dataDir: string): void {
  const st = lstatSync(dataDir, { throwIfNoEntry: false });
  if (!st || !st.isDirectory()) return;
  ensurePrivateDir(dataDir);
  for (const e of readdirSync(dataDir, { withFileTypes: true })) {
    const p = path.join(dataDir, e.name);
    const est = lstatSync(p);
    if (!ownedByUs(est) || (est.mode & PRIVATE_UMASK) === 0) continue;
    if (e.isDirectory()) chmodSync(p, DIR_MODE);
    else if (e.isFile()) chmodSync(p, est.mode & 0o700);
  }
}
