import { i18n } from '@/lib/i18n';
import { A11Y_NS } from './a11y.i18n';
import './a11y.css';

/**
 * The accessibility layer of the UI kit (issue 33): it gives Ant Design's parts what WCAG asks of them and what the
 * components do not do themselves, on every page, including pages added later:
 * - a table's scroll container that scrolls becomes a keyboard stop with a name (2.1.1; axe scrollable-region-focusable);
 * - a progress bar without a name is named (4.1.2);
 * - a button, a switch or a checkbox without any name gets one: the icon's meaning, the table column's heading,
 *   the list item's title (4.1.2, 1.3.1);
 * - a select's search input takes the select's name or, failing that, its placeholder (1.3.1);
 * - the hidden measuring row of a scrolling table leaves the focus order (inert);
 * - what Ant Design's message toasts say (saved, failed) is read out: their container is a live region (4.1.3 status
 *   messages), assertive for an error; `announce()` says what a page reports without a toast.
 * - the Enter that ends a Korean IME composition never submits a form (a submit right after it is dropped);
 * Only what has no name is touched, and what the layer set (data-jk-a11y) is renamed when the language changes.
 * A page that names things itself always wins.
 */
const MARK = 'data-jk-a11y';
const t = (key: string) => i18n.t(key, { ns: A11Y_NS });

/** a name of its own: aria-label, aria-labelledby, title, or a <label> (label[for] of a button, an input, a select) */
const hasName = (el: Element) => {
  if (el.getAttribute('aria-label')?.trim() || el.getAttribute('aria-labelledby') || el.getAttribute('title')?.trim()) return true;
  const labels = (el as HTMLInputElement).labels;
  return !!labels?.length && [...labels].some((l) => l.textContent?.trim());
};

function name(el: Element, label: string | null | undefined, owned = true) {
  if (!label) return;
  if (el.getAttribute('aria-label') === label) return;
  el.setAttribute('aria-label', label);
  if (owned) el.setAttribute(MARK, 'label');
}

/** the text of the heading of a table cell's column */
function columnHeading(el: Element): string | null {
  const cell = el.closest('td');
  const table = cell?.closest('table');
  if (!cell || !table) return null;
  // a scrolling antd table keeps its header in a separate <table>
  const head = (table.closest('.ant-table-container') ?? table).querySelector('thead tr:last-child');
  const th = head?.children[(cell as HTMLTableCellElement).cellIndex];
  return th?.textContent?.trim() || null;
}

/** the meaning of an antd icon from its name (anticon-search → "조회") */
function iconLabel(btn: Element): string | null {
  const icon = btn.querySelector('.anticon');
  const cls = [...(icon?.classList ?? [])].find((c) => c.startsWith('anticon-') && c !== 'anticon-spin');
  if (!cls) return null;
  const base = cls.slice('anticon-'.length).replace(/-(outlined|filled|two-tone|twotone)$/, '').replace(/-o$/, '');
  const key = `icon.${base}`;
  return i18n.exists(key, { ns: A11Y_NS }) ? t(key) : null;
}

const isScrollable = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;

/** the page's two live regions (polite for news, assertive for errors), created once, visually hidden */
function liveRegion(doc: Document, kind: 'polite' | 'assertive'): HTMLElement {
  const id = `jk-live-${kind}`;
  let el = doc.getElementById(id);
  if (!el) {
    el = doc.createElement('div');
    el.id = id;
    el.className = 'jk-sr-only';
    // aria-live only, no role: the page's own alerts and statuses stay the only ones with those roles
    el.setAttribute('aria-live', kind);
    el.setAttribute('aria-atomic', 'true');
    el.setAttribute('data-testid', `live-${kind}`);
    doc.body.appendChild(el);
  }
  return el;
}

/** say something through the live region (also for pages that report a change without a toast) */
export function announce(text: string, kind: 'polite' | 'assertive' = 'polite', doc: Document = document) {
  const el = liveRegion(doc, kind);
  // the same text twice in a row is announced again: empty the region first
  el.textContent = '';
  setTimeout(() => {
    el.textContent = text;
  }, 50);
}

function announceToasts(doc: Document) {
  // the toast container itself is the live region (no copy of its text elsewhere: a page has one "저장했습니다." to
  // find, for a person and for a test); an error or warning makes it assertive
  for (const box of doc.querySelectorAll<HTMLElement>('.ant-message')) {
    const error = !!box.querySelector('.ant-message-error, .ant-message-warning');
    const kind = error ? 'assertive' : 'polite';
    if (box.getAttribute('aria-live') !== kind) box.setAttribute('aria-live', kind);
  }
}

function patch(root: ParentNode) {
  // scrolling table bodies: a tab stop and a name, while they scroll
  for (const el of root.querySelectorAll<HTMLElement>('.ant-table-body, .ant-table-content')) {
    const mine = el.getAttribute(MARK) === 'scroll';
    if (isScrollable(el)) {
      if (mine || !el.hasAttribute('tabindex')) {
        el.tabIndex = 0;
        el.setAttribute('role', 'region');
        el.setAttribute('aria-label', `${t('table')} · ${t('scrollRegion')}`);
        el.setAttribute(MARK, 'scroll');
      }
    } else if (mine) {
      el.removeAttribute('tabindex');
      el.removeAttribute('role');
      el.removeAttribute('aria-label');
      el.removeAttribute(MARK);
    }
  }
  for (const el of root.querySelectorAll('.ant-table-measure-row')) if (!el.hasAttribute('inert')) el.setAttribute('inert', '');
  // progress bars
  for (const el of root.querySelectorAll('[role="progressbar"]')) if (!hasName(el) || el.getAttribute(MARK)) name(el, t('progress'));
  // buttons without any name: no text, no label, and no named image inside (an antd icon carries its English name,
  // which stays: renaming it would give many buttons the same name as the page's text buttons)
  for (const el of root.querySelectorAll('button, [role="button"]')) {
    const named = hasName(el) || !!el.textContent?.trim() || !!el.querySelector('[aria-label]:not([aria-hidden="true"]), img[alt]:not([alt=""])');
    if (el.getAttribute(MARK) || !named) name(el, iconLabel(el) ?? columnHeading(el));
  }
  // switches and checkboxes without a label: the column heading in a table, the item's title in a list
  for (const el of root.querySelectorAll('button[role="switch"], input[type="checkbox"], input[type="radio"]')) {
    const wrapper = el.closest('label');
    if (!el.getAttribute(MARK) && (hasName(el) || (wrapper && wrapper.textContent?.trim()))) continue;
    const title = el.closest('li[title]')?.getAttribute('title');
    const header = el.closest('.ant-transfer-list-header, thead') ? t('selectAll') : null;
    name(el, title ?? header ?? columnHeading(el) ?? t('select'));
  }
  // select search inputs: the select's own name, else what its placeholder says
  for (const el of root.querySelectorAll('.ant-select input')) {
    if (!el.getAttribute(MARK) && hasName(el)) continue;
    const sel = el.closest('.ant-select');
    const own = sel?.getAttribute('aria-label');
    const ph = sel?.querySelector('.ant-select-placeholder, .ant-select-selection-placeholder')?.textContent?.trim();
    name(el, own || ph || columnHeading(el) || t('select'));
  }
}

/** how long after a composing Enter a form's submit still belongs to it (the browser's default action of that key) */
const IME_SUBMIT_MS = 150;

/**
 * Korean IME: the Enter that commits a syllable arrives as keydown with isComposing (Chrome) or keyCode 229 (Safari,
 * after compositionend). Its default action may submit the form (implicit submission); the submit is dropped. Search
 * boxes handle that Enter themselves (useEnterToSearch: they search once the syllable is committed).
 */
export function guardImeSubmit(win: Window & typeof globalThis) {
  let composingEnterAt = -Infinity;
  win.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.isComposing || e.keyCode === 229)) composingEnterAt = Date.now();
  }, true);
  win.addEventListener('submit', (e) => {
    if (Date.now() - composingEnterAt < IME_SUBMIT_MS) {
      e.preventDefault();
      e.stopPropagation();
    }
  }, true);
}

let installed = false;
/** start the layer on the document (once); it follows every change of the page until the page unloads */
export function installA11yLayer(doc: Document = document) {
  if (installed || typeof MutationObserver === 'undefined') return;
  installed = true;
  let queued = false;
  liveRegion(doc, 'polite');
  liveRegion(doc, 'assertive');
  const run = () => {
    queued = false;
    patch(doc);
    announceToasts(doc);
  };
  const schedule = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(run);
  };
  guardImeSubmit(window);
  new MutationObserver(schedule).observe(doc.documentElement, { childList: true, subtree: true });
  // a table's scroll need changes with the window's size, without a DOM change
  window.addEventListener('resize', schedule, { passive: true });
  i18n.on('languageChanged', schedule);
  schedule();
}

export const patchA11y = (doc: Document) => {
  patch(doc);
  announceToasts(doc);
};
