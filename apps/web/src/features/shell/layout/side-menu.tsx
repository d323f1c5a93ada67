import { useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import {
  AlertOutlined, AppstoreOutlined, BankOutlined, EnvironmentOutlined, ExperimentOutlined, FileTextOutlined,
  HeartOutlined, SafetyOutlined, SettingOutlined, TeamOutlined, ToolOutlined,
} from '@ant-design/icons';
import { menuName, useLocale } from '@/lib/i18n';
import type { MenuNode } from '@/app/menu-routes';

const ICONS: Record<string, React.ReactNode> = {
  setting: <SettingOutlined />, safety: <SafetyOutlined />, health: <HeartOutlined />, env: <EnvironmentOutlined />,
  chemical: <ExperimentOutlined />, vendor: <TeamOutlined />, risk: <AlertOutlined />, doc: <FileTextOutlined />,
  tool: <ToolOutlined />, mgt: <BankOutlined />,
};
export const menuIcon = (n: MenuNode) => (n.icon && ICONS[n.icon]) || (n.menuLvl <= 1 ? <AppstoreOutlined /> : undefined);

type Item = Required<MenuProps>['items'][number];

export function toItems(nodes: MenuNode[], lang: ReturnType<typeof useLocale>['lang'], deep = true): Item[] {
  return nodes.map((n) => {
    const label = menuName(n, lang);
    if (deep && n.children.length) return { key: `g:${n.menuId}`, icon: menuIcon(n), label, children: toItems(n.children, lang) };
    return { key: n.kind === 'link' ? `l:${n.menuId}` : n.path, icon: menuIcon(n), label: <span data-menu-id={n.menuId}>{label}</span> };
  });
}

/** side menu of permitted routes (spec §2 Layout) */
export function SideMenu({
  roots, selected, openKeys, collapsed, onOpen, onOpenChange,
}: {
  roots: MenuNode[];
  selected: string;
  openKeys: string[];
  collapsed: boolean;
  onOpen: (key: string) => void;
  onOpenChange: (keys: string[]) => void;
}) {
  const { lang } = useLocale();
  const items = useMemo(() => toItems(roots, lang), [roots, lang]);
  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={[selected]}
      {...(collapsed ? {} : { openKeys, onOpenChange })}
      onClick={({ key }) => onOpen(String(key))}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
