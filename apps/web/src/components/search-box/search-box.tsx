import { useRef, useState, type ReactNode } from 'react';
import { Button, Col, Form, Row } from 'antd';
import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { useT } from '@/lib/i18n';
import { applySearch } from '@/lib/query-client';
import { UI_NS } from '../ui.i18n';
import { useEnterToSearch } from './use-enter-to-search';

/** spec §3 search box option: id, type, label, value, width (+ per-type extras, rendered by the caller) */
export type SearchOption = { id: string; type: string; label: string; value?: unknown; width?: number; render: () => ReactNode };

/**
 * Search box (spec §2, §5): a row of search fields; collapsible with the spec labels.
 * Enter searches while the focus is in the box, and also while the mouse pointer is over it (the spec's rule, an
 * addition); never during a Korean IME composition — an Enter that ends a composition searches once the syllable is
 * committed, so the query includes it. Enter on a select, a textarea or a button keeps its own meaning.
 */
export function SearchBox({ options, onSearch, onReset, collapsible = true, defaultOpen = true, open: openProp, onOpenChange, extra, showSearch = true }: {
  options: SearchOption[];
  onSearch: () => void;
  /** false hides the 조회 button and Enter does not search (spec §2: a read-only screen without a search) */
  showSearch?: boolean;
  onReset?: () => void;
  collapsible?: boolean;
  defaultOpen?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  extra?: ReactNode;
}) {
  const { t } = useT(UI_NS);
  const boxRef = useRef<HTMLDivElement>(null);
  // an explicit search always asks the server, also with unchanged values (staleTime must not swallow it)
  const search = () => applySearch(onSearch);
  const enter = useEnterToSearch(boxRef, search, showSearch);
  const [openState, setOpen] = useState(defaultOpen);
  const open = openProp ?? openState;
  const toggle = () => {
    setOpen(!open);
    onOpenChange?.(!open);
  };
  return (
    <div
      className="jk-search-box"
      role="search"
      style={{ background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 6, padding: '12px 12px 0', marginBottom: 12 }}
      ref={boxRef}
      {...enter}
    >
      {open && (
        <Form layout="vertical" component="div">
          <Row gutter={12}>
            {options.map((o) => (
              <Col key={o.id} xs={24} md={Math.max(6, (o.width ?? 6))} lg={o.width ?? 6} data-search-id={o.id}>
                {o.render()}
              </Col>
            ))}
          </Row>
        </Form>
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, paddingBottom: 12 }}>
        {extra}
        {collapsible && (
          <Button type="text" icon={open ? <UpOutlined /> : <DownOutlined />} onClick={toggle}>
            {open ? t('searchHide') : t('searchShow')}
          </Button>
        )}
        {onReset && <Button onClick={onReset}>{t('reset')}</Button>}
        {showSearch && <Button type="primary" icon={<SearchOutlined />} onClick={search}>{t('search')}</Button>}
      </div>
    </div>
  );
}
