import { Button, Dropdown, Tag, Tooltip, App as AntApp } from 'antd';
import {
  CompressOutlined, ExpandOutlined, FontSizeOutlined, GlobalOutlined, KeyOutlined, LogoutOutlined, MenuFoldOutlined,
  MenuUnfoldOutlined, UserOutlined,
} from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGES, SIZES, type TSize } from '@jikim/shared';
import { useSession } from '@/lib/auth-store';
import { LANG_TO_STORED, setLanguage, useLocale } from '@/lib/i18n';
import { uiPrefs, useUiPrefs } from '@/lib/ui-prefs';
import { logout } from '@/app/session-actions';
import { useShellT } from '../shell.i18n';
import { ApprBadge } from './appr-badge';
import { ThemeColor } from './theme-color';
import { NotificationBell } from '../notifications/notification-bell';

const MESSAGE_S = 3;

function FullScreenButton() {
  const { t } = useShellT();
  const { message } = AntApp.useApp();
  const [full, setFull] = useState(!!document.fullscreenElement);
  useEffect(() => {
    const on = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', on);
    return () => document.removeEventListener('fullscreenchange', on);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      void message.warning(t('nav.fullscreenUnsupported'), MESSAGE_S);
      return;
    }
    void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() =>
      message.warning(t('nav.fullscreenUnsupported'), MESSAGE_S),
    );
  };
  const label = full ? t('nav.exitFullscreen') : t('nav.fullscreen');
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} icon={full ? <CompressOutlined /> : <ExpandOutlined />} onClick={toggle} />
    </Tooltip>
  );
}

/** top bar: sidebar toggle, breadcrumb/top menu slot, env marker, {workerNm}님, size, language, theme, full screen, logout */
export function Navbar({ sidebarOpen, onToggle, children }: { sidebarOpen: boolean; onToggle: () => void; children?: React.ReactNode }) {
  const { t } = useShellT();
  const { lang } = useLocale();
  const { worker, appEnv } = useSession();
  const { size, themeColor } = useUiPrefs();
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const loc = useLocation();
  const env = appEnv && appEnv !== 'production' ? appEnv : null;

  const switchSize = (s: TSize) => {
    uiPrefs.setSize(s);
    void message.success(t('nav.size.switched'), MESSAGE_S);
    // spec §2: reload the current page through a path prefixed with /redirect
    navigate(`/redirect${loc.pathname}${loc.search}`, { replace: true });
  };

  return (
    <header className="jk-navbar">
      <Button
        type="text"
        aria-label={t('nav.toggleSidebar')}
        aria-expanded={sidebarOpen}
        icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={onToggle}
        className="jk-hamburger"
      />
      <div className="jk-navbar-middle">{children}</div>
      <div className="jk-navbar-right">
        {env && (
          <Tag color="orange" className="jk-env" data-testid="env-marker">
            {t(`nav.env.${['development', 'local', 'test'].includes(env) ? env : 'other'}`)}
          </Tag>
        )}
        <NotificationBell />
        <ApprBadge />
        <span className="jk-desktop-only">
          <FullScreenButton />
        </span>
        <Dropdown
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: [size],
            items: SIZES.map((s) => ({ key: s, label: t(`nav.size.${s}`) })),
            onClick: ({ key }) => switchSize(key as TSize),
          }}
        >
          <Button type="text" aria-label={t('nav.size.label')} icon={<FontSizeOutlined />} data-testid="size-menu" />
        </Dropdown>
        <Dropdown
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: [LANG_TO_STORED[lang]],
            items: LANGUAGES.map((l) => ({ key: l, label: t(`lang.${l}`) })),
            onClick: ({ key }) => void setLanguage(key as (typeof LANGUAGES)[number]),
          }}
        >
          <Button type="text" aria-label={t('lang.label')} icon={<GlobalOutlined />} data-testid="language-menu" />
        </Dropdown>
        <span className="jk-desktop-only">
          <Tooltip title={t('nav.theme')}>
            <ThemeColor value={themeColor} label={t('nav.theme')} />
          </Tooltip>
        </span>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'pw', icon: <KeyOutlined />, label: t('nav.changePassword') },
              { key: 'logout', icon: <LogoutOutlined />, label: t('nav.logout') },
            ],
            // the password form loads when asked for, not with the shell
            onClick: ({ key }) => (key === 'pw' ? void import('../popups/password-change-popup').then((m) => m.openPasswordChange(worker?.userId ?? '', t)) : void logout()),
          }}
        >
          <Button type="text" icon={<UserOutlined />} className="jk-user" data-testid="user-menu" aria-label={t('nav.honorific', { name: worker?.workerNm ?? '' })}>
            <span className="jk-user-name">{t('nav.honorific', { name: worker?.workerNm ?? '' })}</span>
          </Button>
        </Dropdown>
        <Button type="text" icon={<LogoutOutlined />} onClick={() => void logout()} className="jk-logout" aria-label={t('nav.logout')}>
          <span className="jk-desktop-only">{t('nav.logout')}</span>
        </Button>
      </div>
    </header>
  );
}
