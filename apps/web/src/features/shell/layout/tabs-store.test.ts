import { describe, expect, it } from 'vitest';
import { addTab, closeAll, closeOthers, closeTab, HOME_TAB, type Tab } from './tabs-store';

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
