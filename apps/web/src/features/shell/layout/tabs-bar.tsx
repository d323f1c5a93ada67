import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Dropdown } from 'antd';
import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { menuName, useLocale } from '@/lib/i18n';
import type { MenuTree } from '@/app/menu-routes';
import { useShellT } from '../shell.i18n';
import { closeAll, closeOthers, closeTab, tabsStore, useTabs, type Tab } from './tabs-store';

/** how far one arrow click scrolls: most of the visible strip, so no tab is skipped */
const STEP = 0.8;

/** the strip's scroll position that shows the tab [left, right) fully (unchanged when it already does) */
export function scrollToShow(scrollLeft: number, viewWidth: number, left: number, right: number): number {
  if (left < scrollLeft) return Math.max(0, left - 8);
  if (right > scrollLeft + viewWidth) return right - viewWidth + 8;
  return scrollLeft;
}

/**
 * Tab bar with context menu: refresh, close, close others, close all (spec §2). When the tabs do not fit, arrows on
 * both sides scroll the strip (wheel and touch scrolling work too) and the active tab is always scrolled into view.
 */
export function TabsBar({ tree, active }: { tree: MenuTree; active: string }) {
  const { tabs } = useTabs();
  const { lang } = useLocale();
  const { t } = useShellT();
  const navigate = useNavigate();
  const strip = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ overflow: false, atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    const overflow = el.scrollWidth > el.clientWidth + 1;
    const next = { overflow, atStart: el.scrollLeft <= 1, atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 };
    setEdges((p) => (p.overflow === next.overflow && p.atStart === next.atStart && p.atEnd === next.atEnd ? p : next));
  }, []);

  const showActive = useCallback(() => {
    const el = strip.current;
    const tab = el?.querySelector<HTMLElement>('.jk-tab.is-active');
    if (!el || !tab) return;
    const s = el.getBoundingClientRect();
    const r = tab.getBoundingClientRect();
    const left = r.left - s.left + el.scrollLeft;
    el.scrollLeft = scrollToShow(el.scrollLeft, el.clientWidth, left, left + r.width);
    measure();
  }, [measure]);

  useEffect(() => {
    const el = strip.current;
    if (!el) return undefined;
    // the strip's width changes with the sidebar and the window; the active tab stays in view
    const ro = new ResizeObserver(showActive);
    ro.observe(el);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      ro.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, [measure, showActive]);

  // keep the active tab visible (a new tab is added at the end; a tab chosen from the menu may be scrolled away)
  useLayoutEffect(showActive, [active, tabs, lang, showActive]);

  const scrollBy = (dir: -1 | 1) => {
    const el = strip.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth * STEP, behavior: 'smooth' });
  };
  const title = (tab: Tab) => {
    if (tab.path === '/') return t('tabs.home');
    const n = tab.menuId ? tree.byId.get(tab.menuId) : undefined;
    return n ? menuName(n, lang) : tab.path;
  };
  const apply = (r: { tabs: Tab[]; next: string | null }) => {
    tabsStore.set(r.tabs);
    if (r.next) navigate(r.next);
  };
  const onKeys = (e: React.KeyboardEvent<HTMLElement>) => {
    const el = e.target as HTMLElement;
    if (el.getAttribute('role') !== 'tab') return;
    const all = [...(strip.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const i = all.indexOf(el);
    const path = el.dataset.path ?? '';
    let next: HTMLElement | undefined;
    if (e.key === 'ArrowRight') next = all[(i + 1) % all.length];
    else if (e.key === 'ArrowLeft') next = all[(i - 1 + all.length) % all.length];
    else if (e.key === 'Home') next = all[0];
    else if (e.key === 'End') next = all[all.length - 1];
    else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (path !== active) navigate(path);
      return;
    } else if (e.key === 'Delete') {
      const tab = tabsStore.get().find((x) => x.path === path);
      if (tab && !tab.affix) {
        e.preventDefault();
        apply(closeTab(tabsStore.get(), path, active));
      }
      return;
    } else return;
    e.preventDefault();
    if (!next) return;
    // roving tab stop: the focused tab is the one Tab returns to
    for (const x of all) x.tabIndex = x === next ? 0 : -1;
    next.focus();
    next.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  return (
    <div className={`jk-tabs-wrap${edges.overflow ? ' is-overflow' : ''}`}>
      {edges.overflow && (
        <Button type="text" size="small" className="jk-tabs-arrow" icon={<LeftOutlined />} aria-label={t('tabs.scrollLeft')} disabled={edges.atStart} onClick={() => scrollBy(-1)} />
      )}
      {/* issue 33: a tablist of tabs (WAI-ARIA tabs pattern): one tab stop, arrows/Home/End move between the tabs,
          Enter or Space opens one, Delete closes it, the context-menu key opens its menu */}
      <div className="jk-tabs" role="tablist" aria-label={t('tabs.label')} ref={strip} onKeyDown={onKeys}>
        {tabs.map((tab) => (
          <Dropdown
            key={tab.path}
            trigger={['contextMenu']}
            menu={{
              items: [
                { key: 'refresh', label: t('tabs.refresh') },
                { key: 'close', label: t('tabs.close'), disabled: !!tab.affix },
                { key: 'others', label: t('tabs.closeOthers') },
                { key: 'all', label: t('tabs.closeAll') },
              ],
              onClick: ({ key }) => {
                if (key === 'refresh') {
                  tabsStore.refresh(tab.path);
                  if (tab.path !== active) navigate(tab.path);
                } else if (key === 'close') apply(closeTab(tabsStore.get(), tab.path, active));
                else if (key === 'others') apply(closeOthers(tabsStore.get(), tab.path, active));
                else apply(closeAll(tabsStore.get()));
              },
            }}
          >
            <span
              className={`jk-tab${tab.path === active ? ' is-active' : ''}`}
              role="tab"
              aria-selected={tab.path === active}
              tabIndex={tab.path === active ? 0 : -1}
              data-path={tab.path}
              onClick={() => navigate(tab.path)}
            >
              {title(tab)}
              {!tab.affix && (
                // a mouse target only: the keyboard closes a tab with Delete (or its context menu), so the tab holds
                // no second focusable control
                <CloseOutlined
                  className="jk-tab-close"
                  aria-hidden
                  onClick={(e) => {
                    e.stopPropagation();
                    apply(closeTab(tabsStore.get(), tab.path, active));
                  }}
                />
              )}
            </span>
          </Dropdown>
        ))}
      </div>
      {edges.overflow && (
        <Button type="text" size="small" className="jk-tabs-arrow" icon={<RightOutlined />} aria-label={t('tabs.scrollRight')} disabled={edges.atEnd} onClick={() => scrollBy(1)} />
      )}
    </div>
  );
}
