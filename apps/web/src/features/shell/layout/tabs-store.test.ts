import { describe, expect, it } from 'vitest';
import { addTab, closeAll, closeOthers, closeTab, HOME_TAB, KEEP_ALIVE_MAX, keptPages, type Tab } from './tabs-store';
import { scrollToShow } from './tabs-bar';

const a: Tab = { path: '/a', menuId: 'A' };
const b: Tab = { path: '/b', menuId: 'B' };
const c: Tab = { path: '/c', menuId: 'C' };
const tabs = [HOME_TAB, a, b, c];

describe('tab closing rules (spec §2)', () => {
  it('adds a visited page once', () => expect(addTab(addTab([HOME_TAB], a), a)).toEqual([HOME_TAB, a]));
  it('closing the active tab goes to the last tab', () => expect(closeTab(tabs, '/c', '/c')).toEqual({ tabs: [HOME_TAB, a, b], next: '/b' }));
  it('closing another tab stays', () => expect(closeTab(tabs, '/a', '/c')).toEqual({ tabs: [HOME_TAB, b, c], next: null }));
  it('the home tab cannot be closed', () => expect(closeTab(tabs, '/', '/')).toEqual({ tabs, next: null }));
  it('close others keeps home and the chosen tab and goes there', () => expect(closeOthers(tabs, '/a', '/c')).toEqual({ tabs: [HOME_TAB, a], next: '/a' }));
  it('close all goes to the root', () => expect(closeAll(tabs)).toEqual({ tabs: [HOME_TAB], next: '/' }));
});

describe('keptPages (issue 13 defect 7: tab pages stay alive)', () => {
  const open = (...p: string[]) => new Set(['/', ...p]);
  it('keeps the open tabs’ pages, the current one last', () => {
    expect(keptPages(['/a', '/b'], '/a', open('/a', '/b'))).toEqual(['/b', '/a']);
    expect(keptPages([], '/a', open('/a'))).toEqual(['/a']);
  });
  it('drops pages whose tab was closed', () => {
    expect(keptPages(['/a', '/b', '/c'], '/c', open('/c', '/a'))).toEqual(['/a', '/c']);
  });
  it('keeps at most KEEP_ALIVE_MAX, the least recently shown go first', () => {
    const all = Array.from({ length: KEEP_ALIVE_MAX + 3 }, (_, i) => `/p${i}`);
    const kept = keptPages(all, '/p0', open(...all));
    expect(kept).toHaveLength(KEEP_ALIVE_MAX);
    expect(kept.at(-1)).toBe('/p0');
    expect(kept).not.toContain('/p1');
  });
});

describe('scrollToShow (the active tab stays visible)', () => {
  it('scrolls left or right just enough, and not at all when the tab is visible', () => {
    expect(scrollToShow(0, 500, 100, 200)).toBe(0);
    expect(scrollToShow(0, 500, 900, 1000)).toBe(508);
    expect(scrollToShow(600, 500, 100, 200)).toBe(92);
  });
});
