import { useCallback, useState } from 'react';
import { App as AntApp, Button, Card, Spin, Tooltip } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { ALL_PLANT_ACCESS } from '@jikim/shared';
import { menuName, useLocale } from '@/lib/i18n';
import { uiCookies } from '@/lib/cookies';
import type { MenuNode } from '@/app/menu-routes';
import { PageMetaContext, type PageMeta } from '@/app/page-context';
import { RegistryPage } from '@/app/registry-route';
import ErrorPage from '../errors/lazy-error-page';
import { useShellT } from '../shell.i18n';
import { useFavorites, useToggleFavorite } from './favorites-api';

/**
 * One menu page. Pages with navigationYn = Y get the frame: a card with the title, the search-box toggle
 * (cookie searchboxStatus) and add-to-favorites; other pages render directly.
 */
/** below this window width lists are cards and the search box starts folded */
const PHONE_LIST_WIDTH = 768;

export function PageView({ node, contentHeight, refreshKey }: { node: MenuNode; contentHeight: number; refreshKey: number }) {
  const { lang } = useLocale();
  const { t } = useShellT();
  const { message } = AntApp.useApp();
  // on a phone (the grid's cards, under 768 px) a page opens with its list first and the search folded: the filter
  // form would fill the screen; the toggle unfolds it for this page without changing the desktop's cookie
  const [phone] = useState(() => window.innerWidth < PHONE_LIST_WIDTH);
  const [searchBoxOpen, setSearchBoxOpen] = useState(() => !phone && uiCookies.searchboxOpen());
  // the toggle is shown only on a page whose search box follows it (useSearchBoxOpen)
  const [hasSearch, setHasSearch] = useState(false);
  const declareSearch = useCallback(() => setHasSearch(true), []);
  const favorites = useFavorites();
  const toggleFav = useToggleFavorite();
  const title = menuName(node, lang);
  const isFav = !!favorites.data?.some((f) => f.menuId === node.menuId);
  const meta: PageMeta = {
    menuId: node.menuId,
    title,
    path: node.path,
    editable: node.writeYn === 'Y',
    writeYn: node.writeYn,
    accessYn: node.accessYn,
    allPlantAccessCd: node.allPlantAccessCd,
    plantAccess: node.allPlantAccessCd !== ALL_PLANT_ACCESS.all,
    params: node.params,
    searchBoxOpen,
    declareSearch,
    contentHeight,
  };
  const body = node.pageKey ? (
    <RegistryPage key={refreshKey} pageKey={node.pageKey} url={node.frontEndUrl ?? node.path} fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />} />
  ) : (
    <ErrorPage kind="moduleNotFound" url={node.frontEndUrl ?? node.path} />
  );
  return (
    <PageMetaContext.Provider value={meta}>
      {node.navigationYn === 'Y' ? (
        <>
          <Card size="small" className="jk-page-title" styles={{ body: { padding: '8px 16px' } }}>
            <div className="jk-page-title-row">
              <h2 data-testid="page-title">{title}</h2>
              <span>
                <Tooltip title={isFav ? t('frame.removeFavorite') : t('frame.addFavorite')}>
                  <Button
                    type="text"
                    aria-label={isFav ? t('frame.removeFavorite') : t('frame.addFavorite')}
                    aria-pressed={isFav}
                    icon={isFav ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
                    loading={toggleFav.isPending}
                    onClick={() =>
                      toggleFav.mutate(
                        { menuId: node.menuId, on: !isFav },
                        { onSuccess: () => void message.success(isFav ? t('frame.favoriteRemoved') : t('frame.favoriteAdded'), 3) },
                      )
                    }
                  />
                </Tooltip>
                {hasSearch && <Button
                  size="small"
                  aria-expanded={searchBoxOpen}
                  icon={searchBoxOpen ? <EyeInvisibleOutlined /> : <EyeOutlined />}
                  onClick={() => {
                    if (!phone) uiCookies.setSearchboxOpen(!searchBoxOpen);
                    setSearchBoxOpen(!searchBoxOpen);
                  }}
                >
                  {searchBoxOpen ? t('frame.hideSearch') : t('frame.showSearch')}
                </Button>}
              </span>
            </div>
          </Card>
          <div className="jk-page-body">{body}</div>
        </>
      ) : (
        body
      )}
    </PageMetaContext.Provider>
  );
}
