import { Button, Card, Empty, theme } from 'antd';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/auth-store';
import { menuName, useLocale } from '@/lib/i18n';
import { firstPage, type MenuNode, type MenuTree } from '@/app/menu-routes';
import { useShellT } from '../shell.i18n';
import { Dashboard } from './dashboard';

/** pages below a node in menu order */
function leaves(n: MenuNode): MenuNode[] {
  if (n.kind === 'page' && !n.children.length) return [n];
  return n.children.flatMap(leaves);
}

/**
 * Main landing page ('', /index, /indexPage): greeting, the user's dashboard of portlets (notices, approvals, the
 * modules' cards, favourites — arranged per user, issue 31) and the shortcut menu of every menu group.
 */
export default function LandingPage({ tree }: { tree: MenuTree }) {
  const { t } = useShellT();
  const { token } = theme.useToken();
  const { lang } = useLocale();
  const { worker } = useSession();
  const navigate = useNavigate();

  return (
    <div data-testid="landing">
      <Card style={{ marginBottom: 12 }}>
        {/* plain elements, not Typography: its editable mode pulls the TextArea into the shell (issue 13 budget) */}
        <h4 style={{ margin: 0, fontSize: token.fontSizeHeading4, fontWeight: token.fontWeightStrong, color: token.colorTextHeading, lineHeight: token.lineHeightHeading4 }}>
          {t('landing.welcome', { name: worker?.workerNm ?? '' })}
        </h4>
        {(worker?.plantNm || worker?.deptNm || worker?.vendorNm) && (
          <span style={{ color: token.colorTextSecondary }}>
            {worker?.vendorNm ?? t('landing.place', { plant: worker?.plantNm ?? '-', dept: worker?.deptNm ?? '-' })}
          </span>
        )}
      </Card>
      <Dashboard tree={tree} />
      {/* the shortcut menu of spec §1 stays below the dashboard: every menu group with its pages */}
      <h2 className="jk-dash-title" style={{ margin: '16px 0 8px' }}>{t('landing.shortcuts')}</h2>
      <div className="jk-landing-grid">
        {tree.roots.length === 0 && (
          <Card size="small">
            <Empty description={t('landing.noMenus')} />
          </Card>
        )}
        {tree.roots.map((root) => (
          <Card
            key={root.menuId}
            size="small"
            title={menuName(root, lang)}
            extra={t('landing.shortcuts')}
            data-testid="shortcut-group"
            styles={{ header: root.color ? { borderTop: `3px solid ${root.color}` } : undefined }}
          >
            <div className="jk-shortcut">
              {leaves(root).map((n) => (
                <Button key={n.menuId} type="link" size="small" onClick={() => navigate(n.path)} data-menu-id={n.menuId}>
                  {menuName(n, lang)}
                </Button>
              ))}
              {!leaves(root).length && firstPage(root) === null && <span style={{ color: token.colorTextSecondary }}>-</span>}
            </div>
          </Card>
        ))}
      </div>
    </div>
  );
}
