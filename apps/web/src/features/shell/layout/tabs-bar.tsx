import { Dropdown } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { menuName, useLocale } from '@/lib/i18n';
import type { MenuTree } from '@/app/menu-routes';
import { useShellT } from '../shell.i18n';
import { closeAll, closeOthers, closeTab, tabsStore, useTabs, type Tab } from './tabs-store';

/** tab bar with context menu: refresh, close, close others, close all (spec §2) */
export function TabsBar({ tree, active }: { tree: MenuTree; active: string }) {
  const { tabs } = useTabs();
  const { lang } = useLocale();
  const { t } = useShellT();
  const navigate = useNavigate();
  const title = (tab: Tab) => {
    if (tab.path === '/') return t('tabs.home');
    const n = tab.menuId ? tree.byId.get(tab.menuId) : undefined;
    return n ? menuName(n, lang) : tab.path;
  };
  const apply = (r: { tabs: Tab[]; next: string | null }) => {
    tabsStore.set(r.tabs);
    if (r.next) navigate(r.next);
  };
  return (
    <nav className="jk-tabs" aria-label="tabs">
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
            data-path={tab.path}
            onClick={() => navigate(tab.path)}
          >
            {title(tab)}
            {!tab.affix && (
              <CloseOutlined
                className="jk-tab-close"
                aria-label={t('tabs.close')}
                onClick={(e) => {
                  e.stopPropagation();
                  apply(closeTab(tabsStore.get(), tab.path, active));
                }}
              />
            )}
          </span>
        </Dropdown>
      ))}
    </nav>
  );
}
