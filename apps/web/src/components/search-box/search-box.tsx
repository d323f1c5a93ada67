import { useRef, useState, type ReactNode } from 'react';
import { Button, Col, Form, Row } from 'antd';
import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { useT } from '@/lib/i18n';
import { UI_NS } from '../ui.i18n';

/** spec §3 search box option: id, type, label, value, width (+ per-type extras, rendered by the caller) */
export type SearchOption = { id: string; type: string; label: string; value?: unknown; width?: number; render: () => ReactNode };

/**
 * Search box (spec §2, §5): a row of search fields; Enter triggers the search while the mouse pointer is
 * over the box — never while a Korean IME composition is in progress; collapsible with the spec labels.
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
  const hovered = useRef(false);
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
      onMouseEnter={() => (hovered.current = true)}
      onMouseLeave={() => (hovered.current = false)}
      onKeyDown={(e) => {
        // keyCode 229 = IME processing in browsers that do not set isComposing on Enter
        if (!showSearch || e.key !== 'Enter' || e.nativeEvent.isComposing || e.keyCode === 229 || !hovered.current) return;
        e.preventDefault();
        onSearch();
      }}
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
        {showSearch && <Button type="primary" icon={<SearchOutlined />} onClick={onSearch}>{t('search')}</Button>}
      </div>
    </div>
  );
}
