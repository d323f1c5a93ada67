import { useSyncExternalStore } from 'react';

/**
 * Global loading indicator (spec §4 Loading overlay, §7). Requests are never delayed: a request that is
 * still running after LOADING_DELAY_MS makes the indicator visible; it hides when the last one ends.
 */
export const LOADING_DELAY_MS = 200;

let running = 0;
let visible = false;
const listeners = new Set<() => void>();
const emit = () => {
  const next = running > 0;
  if (next !== visible) {
    visible = next;
    for (const l of listeners) l();
  }
};

/** call when a request starts; returns the function to call when it ends (idempotent) */
export function trackLoading(): () => void {
  let counted = false;
  let done = false;
  const timer = setTimeout(() => {
    if (done) return;
    counted = true;
    running += 1;
    emit();
  }, LOADING_DELAY_MS);
  return () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    if (counted) {
      running -= 1;
      emit();
    }
  };
}

export const isLoadingVisible = () => visible;
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const useGlobalLoading = () => useSyncExternalStore(subscribe, isLoadingVisible, isLoadingVisible);
