import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * Generic popup host (spec §2): open a popup from anywhere; the shell renders it.
 *   const close = openPopup({ title: '사용자 검색', width: '60%', top: 100,
 *     render: ({ confirm, close }) => <UserSearch onPick={confirm} />, onConfirm: (rows) => … });
 * Defaults: width 80%, top 50px, confirm label 승인, close label 닫기, no close on outside click,
 * no close on escape, no X button. `footer: false` hides the buttons (the body then calls confirm/close).
 */
export type PopupControls<T = unknown> = { confirm: (data?: T) => void; close: () => void };
export type PopupOptions<T = unknown> = {
  title: ReactNode;
  render: (c: PopupControls<T>) => ReactNode;
  width?: string | number;
  top?: number;
  fullScreen?: boolean;
  confirmText?: string;
  closeText?: string;
  /** show the confirm button (default true when onConfirm is given) */
  showConfirm?: boolean;
  footer?: boolean;
  onConfirm?: (data?: T) => void;
  /** the spec's "closed" event */
  onClosed?: () => void;
};
export type OpenPopup = PopupOptions & { id: number };

let seq = 0;
let open: OpenPopup[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function openPopup<T = unknown>(opts: PopupOptions<T>): () => void {
  const id = ++seq;
  open = [...open, { ...(opts as PopupOptions), id }];
  emit();
  return () => closePopup(id);
}

export function closePopup(id: number) {
  const p = open.find((x) => x.id === id);
  if (!p) return;
  open = open.filter((x) => x.id !== id);
  emit();
  p.onClosed?.();
}

/** confirm emits the chosen data, then closes (spec §4 Popup) */
export function confirmPopup(id: number, data?: unknown) {
  const p = open.find((x) => x.id === id);
  p?.onConfirm?.(data);
  closePopup(id);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const useOpenPopups = () => useSyncExternalStore(subscribe, () => open, () => open);
