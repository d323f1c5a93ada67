import { Button, Card, Empty } from 'antd';
import { StarFilled } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { menuName, useLocale } from '@/lib/i18n';
import type { MenuNode, MenuTree } from '@/app/menu-routes';
import { useShellT } from '../shell.i18n';
import { useFavorites } from '../layout/favorites-api';

/** the user's favourite pages (the page frame's star), in their order */
export function FavoritesCard({ tree }: { tree: MenuTree }) {
  const { t } = useShellT();
  const { lang } = useLocale();
  const navigate = useNavigate();
  const favorites = useFavorites();
  const favNodes = (favorites.data ?? []).map((f) => tree.byId.get(f.menuId)).filter((n): n is MenuNode => !!n && n.kind === 'page');
  return (
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
  );
}
