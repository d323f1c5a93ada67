import { useMemo, useState } from 'react';
import { App, Button, Select, Space } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, CloseOutlined, DragOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import ReactGridLayout, { useContainerWidth, verticalCompactor, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import {
  compactDashboard, DASHBOARD_COLS, DASHBOARD_GAP_PX, DASHBOARD_ROW_PX, DASHBOARD_URL, portletDef,
  type TDashboardItem, type TPortletDef, type TPortletId,
} from '@jikim/shared/src/dashboard.const';
import { http } from '@/lib/http';
import type { MenuTree } from '@/app/menu-routes';
import { dashboardKey, type TDashboardAnswer } from './dashboard';
import { useDashT } from './dashboard.i18n';
import { useDashEditT } from './dashboard-editor.i18n';

const byReading = (a: TDashboardItem, b: TDashboardItem) => a.y - b.y || a.x - b.x;

/** keyboard moves: the portlet trades places with its neighbour in reading order, then the grid closes up */
export function movePortlet(items: readonly TDashboardItem[], id: string, dir: -1 | 1): TDashboardItem[] {
  const sorted = [...items].sort(byReading);
  const at = sorted.findIndex((it) => it.i === id);
  const other = sorted[at + dir];
  if (at < 0 || !other) return compactDashboard(sorted);
  const me = sorted[at]!;
  return compactDashboard(sorted.map((it) => {
    if (it === me) return { ...it, x: Math.min(other.x, DASHBOARD_COLS - it.w), y: other.y };
    if (it === other) return { ...it, x: Math.min(me.x, DASHBOARD_COLS - it.w), y: me.y };
    return it;
  }));
}

/** a new portlet at its default size, below the others */
export function addPortlet(items: readonly TDashboardItem[], id: TPortletId): TDashboardItem[] {
  const d = portletDef(id);
  if (!d || items.some((it) => it.i === id)) return [...items];
  const bottom = items.reduce((m, it) => Math.max(m, it.y + it.h), 0);
  return compactDashboard([...items, { i: id, x: 0, y: bottom, w: d.w, h: d.h }]);
}

/**
 * 대시보드 편집 (issue 31): the user's portlets as tiles on the same 12-column grid (react-grid-layout, loaded only
 * here): drag a tile to move it, its lower-right corner to resize it (never below the portlet's minimum), buttons to
 * move it earlier or later and to take it off (keyboard users need no dragging), a list to add the portlets the user may
 * see that are not placed; 저장 keeps it for this user, 기본 배치로 goes back to the role's default.
 */
export default function DashboardEditor({ initial, visible, onClose }: { tree: MenuTree; initial: TDashboardItem[]; visible: TPortletDef[]; onClose: () => void }) {
  const { t: tn } = useDashT();
  const { t } = useDashEditT();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [items, setItems] = useState<TDashboardItem[]>(() => compactDashboard(initial));
  const { width, containerRef, mounted } = useContainerWidth();
  const name = (id: string) => tn(`names.${id}`);
  const addable = visible.filter((p) => !items.some((it) => it.i === p.id));
  const layout: Layout = useMemo(() => items.map((it) => {
    const d = portletDef(it.i);
    return { ...it, minW: d?.minW ?? 1, minH: d?.minH ?? 1 };
  }), [items]);

  const done = (answer: TDashboardAnswer, text: string) => {
    qc.setQueryData(dashboardKey, answer);
    void message.success(text);
    onClose();
  };
  const save = useMutation({
    mutationFn: () => http.put<TDashboardAnswer>(DASHBOARD_URL, { items: items.map(({ i, x, y, w, h }) => ({ i, x, y, w, h })) }),
    onSuccess: (a) => done(a, t('saved')),
  });
  const reset = useMutation({
    mutationFn: () => http.delete<TDashboardAnswer>(DASHBOARD_URL),
    onSuccess: (a) => done(a, t('resetDone')),
  });

  return (
    <section aria-labelledby="jk-dash-title" data-testid="dashboard-editor">
      <div className="jk-dash-bar">
        <h2 id="jk-dash-title" className="jk-dash-title">{tn('edit')}</h2>
        <Space wrap>
          <Select<TPortletId> style={{ width: 220 }} placeholder={t('addPlaceholder')} aria-label={t('add')} value={null}
            options={addable.map((p) => ({ value: p.id as TPortletId, label: name(p.id) }))} disabled={!addable.length}
            onChange={(id) => setItems((cur) => addPortlet(cur, id))} data-testid="dashboard-add" />
          <Button onClick={() => reset.mutate()} loading={reset.isPending}>{t('reset')}</Button>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" onClick={() => save.mutate()} loading={save.isPending} data-testid="dashboard-save">{t('save')}</Button>
        </Space>
      </div>
      <p className="jk-dash-hint">{t('editHint')}</p>
      <div ref={containerRef} className="jk-dash-edit">
        {mounted && (
          <ReactGridLayout width={width} layout={layout} compactor={verticalCompactor}
            gridConfig={{ cols: DASHBOARD_COLS, rowHeight: DASHBOARD_ROW_PX, margin: [DASHBOARD_GAP_PX, DASHBOARD_GAP_PX], containerPadding: [0, 0] }}
            dragConfig={{ enabled: true, cancel: '.jk-dash-tile-btn' }}
            resizeConfig={{ enabled: true, handles: ['se'] }}
            onLayoutChange={(l) => setItems(compactDashboard(l.map((it) => ({ i: it.i as TPortletId, x: it.x, y: it.y, w: it.w, h: it.h }))))}>
            {items.map((it) => (
              <div key={it.i} className="jk-dash-tile" data-portlet={it.i}>
                <div className="jk-dash-tile-head">
                  <DragOutlined aria-hidden />
                  <strong>{name(it.i)}</strong>
                </div>
                <span className="jk-dash-tile-size">{t('size', { w: it.w, h: it.h })}</span>
                <Space size={4} className="jk-dash-tile-tools">
                  <Button className="jk-dash-tile-btn" size="small" icon={<ArrowLeftOutlined />} aria-label={t('moveEarlier', { name: name(it.i) })}
                    onClick={() => setItems((cur) => movePortlet(cur, it.i, -1))} />
                  <Button className="jk-dash-tile-btn" size="small" icon={<ArrowRightOutlined />} aria-label={t('moveLater', { name: name(it.i) })}
                    onClick={() => setItems((cur) => movePortlet(cur, it.i, 1))} />
                  <Button className="jk-dash-tile-btn" size="small" danger icon={<CloseOutlined />} aria-label={t('remove', { name: name(it.i) })}
                    onClick={() => setItems((cur) => compactDashboard(cur.filter((x) => x.i !== it.i)))} />
                </Space>
              </div>
            ))}
          </ReactGridLayout>
        )}
      </div>
    </section>
  );
}
