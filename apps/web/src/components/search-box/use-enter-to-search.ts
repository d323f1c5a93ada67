import { useEffect, useLayoutEffect, useRef, type CompositionEvent, type KeyboardEvent, type RefObject } from 'react';

/** Enter that belongs to the control it was pressed in: selects and pickers (they prevent default), textareas, buttons */
function ownsEnter(e: { defaultPrevented: boolean; target: EventTarget | null }): boolean {
  if (e.defaultPrevented) return true;
  const el = e.target instanceof Element ? e.target : null;
  return !!el?.closest('textarea, button, a[href], [role="button"], [role="combobox"][aria-expanded="true"], [contenteditable="true"]');
}

/** keyCode 229 = the IME is processing the key (browsers that do not set isComposing on that Enter) */
const composing = (e: { keyCode: number; isComposing?: boolean; nativeEvent?: { isComposing?: boolean } }) =>
  e.nativeEvent?.isComposing === true || e.isComposing === true || e.keyCode === 229;

/**
 * Enter-to-search for a search box (spec §5 "Enter while the mouse is over it", widened to "while the focus is in it").
 * Returns the handlers to spread on the box element.
 *
 * Hangul input: the Enter that ends a composition arrives with isComposing (or keyCode 229) before the syllable is in
 * the field's value. It never searches by itself; the search runs right after compositionend, when the committed
 * syllable is in the field. Browsers that send a second, plain Enter after the composition do not search twice.
 */
export function useEnterToSearch(box: RefObject<HTMLElement | null>, onSearch: () => void, enabled: boolean) {
  const hovered = useRef(false);
  const pending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastComposedSearch = useRef(0);
  const search = useRef(onSearch);
  // the latest onSearch (it closes over the page's latest search values)
  useLayoutEffect(() => {
    search.current = onSearch;
  });

  const run = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    search.current();
  };

  // the spec's hover rule: Enter with the pointer over the box while the focus is on nothing that takes Enter itself
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (e: globalThis.KeyboardEvent) => {
      const el = box.current;
      if (e.key !== 'Enter' || !hovered.current || !el || composing(e) || ownsEnter(e)) return;
      if (e.target instanceof Node && el.contains(e.target)) return; // the box's own handler takes it
      const t = e.target instanceof Element ? e.target : null;
      if (t && t !== document.body && t.closest('input, select, textarea, [contenteditable="true"], [role="dialog"]')) return;
      if (!el.offsetParent) return; // a hidden tab's box
      e.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, box]);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  return {
    onMouseEnter: () => {
      hovered.current = true;
    },
    onMouseLeave: () => {
      hovered.current = false;
    },
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      if (!enabled || e.key !== 'Enter') return;
      if (composing(e)) {
        pending.current = true; // search when the composition ends, with the committed syllable
        return;
      }
      if (ownsEnter(e)) return;
      e.preventDefault();
      if (timer.current) return run(); // the composition's search is about to run: run it now, once
      if (Date.now() - lastComposedSearch.current < 300) return; // the plain Enter some IMEs send after compositionend
      run();
    },
    onCompositionEnd: (_e: CompositionEvent<HTMLElement>) => {
      if (!enabled || !pending.current) return;
      pending.current = false;
      if (timer.current) clearTimeout(timer.current);
      // after the input event of the commit has updated the field's state
      timer.current = setTimeout(() => {
        lastComposedSearch.current = Date.now();
        run();
      }, 0);
    },
    onCompositionStart: () => {
      pending.current = false;
    },
  };
}
