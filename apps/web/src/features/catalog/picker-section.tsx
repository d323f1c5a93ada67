import { useState } from 'react';
import { Button, Card, Checkbox, Col, Form, Row, Space, Typography } from 'antd';
import { DeptTreePicker, FacilityTypePicker, openUserSearch, PlantSelect, ProcessPicker, TreeTable } from '@/components';
import { useT } from '@/lib/i18n';
import { CATALOG_NS } from './catalog.i18n';

const MENUS = [
  { menuId: 'SAF', upMenuId: null, menuNm: '안전관리', accessYn: 'N', writeYn: 'N' },
  { menuId: 'SAF_CHK', upMenuId: 'SAF', menuNm: '안전점검', accessYn: 'N', writeYn: 'N' },
  { menuId: 'SAF_CHK_PLAN', upMenuId: 'SAF_CHK', menuNm: '점검계획', accessYn: 'N', writeYn: 'N' },
  { menuId: 'SAF_CHK_RSLT', upMenuId: 'SAF_CHK', menuNm: '점검결과', accessYn: 'N', writeYn: 'N' },
  { menuId: 'SAF_ACC', upMenuId: 'SAF', menuNm: '사고관리', accessYn: 'N', writeYn: 'N' },
  { menuId: 'HEA', upMenuId: null, menuNm: '보건관리', accessYn: 'N', writeYn: 'N' },
  { menuId: 'HEA_CHK', upMenuId: 'HEA', menuNm: '건강검진', accessYn: 'N', writeYn: 'N' },
];

export function PickerSection() {
  const { t } = useT(CATALOG_NS);
  const [plant, setPlant] = useState<string | null>(null);
  const [dept, setDept] = useState<string | null>(null);
  const [dept2, setDept2] = useState<string | null>(null);
  const [proc, setProc] = useState<string | null>('P1001');
  const [fac, setFac] = useState<string | null>(null);
  const [user, setUser] = useState<string>('');
  const [menus, setMenus] = useState(MENUS);
  const [cascade, setCascade] = useState(true);
  return (
    <Form layout="vertical" component="div">
      <Card size="small" title={`${t('plant')} · ${t('dept')} · ${t('process')}`} style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          <Col xs={24} md={6}><PlantSelect label={t('plant')} value={plant} onChange={setPlant} /></Col>
          <Col xs={24} md={6}><DeptTreePicker label={t('dept')} plantCd={plant} value={dept} onChange={(v) => setDept(v)} /></Col>
          <Col xs={24} md={6}><DeptTreePicker label={t('deptDropdown')} mode="dropdown" plantCd={plant} value={dept2} onChange={(v) => setDept2(v)} /></Col>
          <Col xs={24} md={6}><ProcessPicker label={t('process')} plantCd={plant} deptCd={dept} value={proc} onChange={(v) => setProc(v)} /></Col>
          <Col xs={24} md={6}><FacilityTypePicker label={t('facility')} value={fac} onChange={setFac} /></Col>
          <Col xs={24} md={6}><DeptTreePicker label={`${t('dept')} — ${t('disabled')}`} disabled value={dept} /></Col>
          <Col xs={24} md={6}><ProcessPicker label={`${t('process')} — ${t('error')}`} error={t('errText')} value={null} /></Col>
          <Col xs={24} md={6}>
            <Form.Item label={t('userSearch')}>
              <Space><Button onClick={() => openUserSearch((u) => setUser(`${u.userNm} (${u.userId})`))}>{t('userSearch')}</Button>{user && <Typography.Text>{t('picked', { v: user })}</Typography.Text>}</Space>
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('treeTable')} extra={<Checkbox checked={cascade} onChange={(e) => setCascade(e.target.checked)}>{t('cascade')}</Checkbox>}>
        <TreeTable rows={menus} onRowsChange={setMenus} cascade={cascade} columns={[
          { name: 'menuNm', text: t('menuNm') }, { name: 'menuId', text: t('menuId'), width: 160 },
          { name: 'accessYn', text: t('access'), width: 90, checkbox: true }, { name: 'writeYn', text: t('write'), width: 90, checkbox: true },
        ]} />
      </Card>
    </Form>
  );
}
