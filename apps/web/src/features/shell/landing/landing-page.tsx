import { Suspense } from 'react';
import { Button, Card, Empty, theme } from 'antd';
import { StarFilled } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/auth-store';
import { menuName, useLocale } from '@/lib/i18n';
import { firstPage, type MenuNode, type MenuTree } from '@/app/menu-routes';
import { portletRegistry } from '@/app/portlet-registry';
import { useShellT } from '../shell.i18n';
import { useFavorites } from '../layout/favorites-api';
import { NoticeBoardCard, PendingApprovalsCard } from './notice-board';

/** pages below a node in menu order */
function leaves(n: MenuNode): MenuNode[] {
  if (n.kind === 'page' && !n.children.length) return [n];
  return n.children.flatMap(leaves);
}

/**
 * Main landing page ('', /index, /indexPage): greeting, today's notices of the worker's plant (unread first),
 * pending approvals (with the inbox menu), the user's favorites and the shortcut menu.
 */
export default function LandingPage({ tree }: { tree: MenuTree }) {
  const { t } = useShellT();
  const { token } = theme.useToken();
  const { lang } = useLocale();
  const { worker } = useSession();
  const navigate = useNavigate();
  const favorites = useFavorites();
  const favNodes = (favorites.data ?? []).map((f) => tree.byId.get(f.menuId)).filter((n): n is MenuNode => !!n && n.kind === 'page');

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
      <div className="jk-landing-grid">
        <NoticeBoardCard />
        <PendingApprovalsCard />
        {/* module cards (e.g. 개선조치) for users with their menu; their code loads only then */}
        {portletRegistry.map((p) => {
          const reg = tree.byId.get(p.menuId);
          if (!reg || reg.kind !== 'page' || reg.accessYn !== 'Y') return null;
          const my = p.myMenuId ? tree.byId.get(p.myMenuId) : undefined;
          return (
            <Suspense key={p.menuId} fallback={<Card size="small" loading />}>
              <p.Card registerPath={reg.path} myPath={my && my.kind === 'page' && my.accessYn === 'Y' ? my.path : null} />
            </Suspense>
          );
        })}
        <Card title={<><StarFilled style={{ color: '#faad14' }} /> {t('landing.favorites')}</>} size="small" data-testid="favorites">
          {favNodes.length ? (
            <div className="jk-shortcut">
              {favNodes.map((n) => (
                <Button key={n.menuId} onClick={() => navigate(n.path)}>
                  {menuName(n, lang)}
                </Button>
              ))}
            </div>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('landing.noFavorites')} />
          )}
        </Card>
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
