import { useState } from 'react';
import { Button, Card, Col, Form, Row, Space, Tag, Typography } from 'antd';
import { MESSAGE_CODES } from '@jikim/shared';
import {
  CodeMultiSelect, CodeSelect, DateInput, DateRangeInput, LabelValue, NumberInput, PhoneText, ShuttleBox, TagInput, TextInput, YnCheckbox, YnRadio, YnSwitch,
  showValidationError,
} from '@/components';
import { useT } from '@/lib/i18n';
import { CATALOG_NS } from './catalog.i18n';

type State = 'editable' | 'readonly' | 'disabled' | 'error';
const STATES: State[] = ['editable', 'readonly', 'disabled', 'error'];

/** one widget shown in its four states, side by side */
function Four({ render }: { render: (s: { readonly?: boolean; disabled?: boolean; error?: string | null; state: State }) => React.ReactNode }) {
  const { t } = useT(CATALOG_NS);
  return (
    <Row gutter={12}>
      {STATES.map((s) => (
        <Col key={s} xs={24} md={12} xl={6} data-state={s}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t(s)}</Typography.Text>
          {render({ state: s, readonly: s === 'readonly', disabled: s === 'disabled', error: s === 'error' ? t('errText') : null })}
        </Col>
      ))}
    </Row>
  );
}

export function FormSection() {
  const { t } = useT(CATALOG_NS);
  const [v, setV] = useState<Record<string, unknown>>({
    work: '보일러 점검', equip: '1호기 보일러', memo: '고소작업 시 안전대 착용', number: 12, cost: 125000000, decimal: 3.14,
    date: null, month: '2026-11', year: '2026', time: '09:30', datetime: '2026-11-21 09:30', range: [null, null], rangeBad: ['2026-11-20', '2026-11-01'],
    select: 'NT02', multi: ['NT02', 'NT03'], check: 'Y', radio: 'N', sw: 'Y', tags: ['추락', '협착'], shuttle: ['D1210'],
  });
  const set = (k: string) => (x: unknown) => setV((s) => ({ ...s, [k]: x }));
  const val = <T,>(k: string) => v[k] as T;
  return (
    <Form layout="vertical" component="div">
      <Card size="small" title={t('byteField')} style={{ marginBottom: 12 }}>
        <Four render={(s) => <TextInput name={`work-${s.state}`} label={t('byteField')} value={val<string>('work')} onChange={set('work')} maxlength={30} limit="byte" counter clearable required {...s} />} />
        <Four render={(s) => <TextInput name={`equip-${s.state}`} label={t('charField')} value={val<string>('equip')} onChange={set('equip')} maxlength={20} counter {...s} />} />
        <Four render={(s) => <TextInput textarea name={`memo-${s.state}`} label={t('memo')} value={val<string>('memo')} onChange={set('memo')} maxlength={100} counter rows={2} {...s} />} />
      </Card>
      <Card size="small" title={t('number')} style={{ marginBottom: 12 }}>
        <Four render={(s) => <NumberInput name={`number-${s.state}`} label={t('number')} value={val<number>('number')} onChange={set('number')} {...s} />} />
        <Four render={(s) => <NumberInput name={`cost-${s.state}`} label={t('cost')} value={val<number>('cost')} onChange={set('cost')} thousands maxBytes={15} {...s} />} />
        <Four render={(s) => <NumberInput name={`decimal-${s.state}`} label={t('decimal')} value={val<number>('decimal')} onChange={set('decimal')} decimals={2} thousands {...s} />} />
      </Card>
      <Card size="small" title={t('date')} style={{ marginBottom: 12 }}>
        <Four render={(s) => <DateInput label={t('date')} value={val<string>('date')} onChange={set('date')} defaultToday {...s} />} />
        <Row gutter={12}>
          <Col xs={24} md={6}><DateInput kind="month" label={t('month')} value={val<string>('month')} onChange={set('month')} /></Col>
          <Col xs={24} md={6}><DateInput kind="year" label={t('year')} value={val<string>('year')} onChange={set('year')} /></Col>
          <Col xs={24} md={6}><DateInput kind="time" label={t('time')} value={val<string>('time')} onChange={set('time')} /></Col>
          <Col xs={24} md={6}><DateInput kind="datetime" label={t('datetime')} value={val<string>('datetime')} onChange={set('datetime')} /></Col>
          <Col xs={24} md={8}><DateRangeInput label={t('range')} value={val<[string, string]>('range')} onChange={set('range')} defaultPeriod="1m" /></Col>
          <Col xs={24} md={8}><DateRangeInput label={`${t('range')} — ${t('error')}`} value={val<[string, string]>('rangeBad')} onChange={set('rangeBad')} /></Col>
          <Col xs={24} md={8}><DateInput label={t('rangeLimited')} start="2026-11-01" end="2026-11-30" value={val<string>('date')} onChange={set('date')} /></Col>
        </Row>
      </Card>
      <Card size="small" title={t('select')} style={{ marginBottom: 12 }}>
        <Four render={(s) => <CodeSelect label={t('select')} codeGroupCd="COM_NOTICE_TYPE" leading="choose" value={val<string>('select')} onChange={set('select')} {...s} />} />
        <Four render={(s) => <CodeMultiSelect label={t('multiselect')} codeGroupCd="COM_NOTICE_TYPE" value={val<string[]>('multi')} onChange={set('multi')} {...s} />} />
        <Four render={(s) => <YnCheckbox label={t('checkbox')} text={t('checkbox')} value={val<'Y' | 'N'>('check')} onChange={set('check')} {...s} />} />
        <Four render={(s) => <YnRadio label={t('radio')} value={val<'Y' | 'N'>('radio')} onChange={set('radio')} {...s} />} />
        <Four render={(s) => <YnSwitch label={t('switchLabel')} value={val<'Y' | 'N'>('sw')} onChange={set('sw')} {...s} />} />
        <Four render={(s) => <TagInput label={t('tags')} value={val<string[]>('tags')} onChange={set('tags')} {...s} />} />
      </Card>
      <Card size="small" title={t('label')} style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          <Col xs={24} md={8}><LabelValue label={t('label')} value={t('labelValue')} /></Col>
          <Col xs={24} md={8}><LabelValue label={t('phone')} value={<PhoneText value="010-4821-3377" />} /></Col>
        </Row>
        <Typography.Text strong>{t('shuttle')}</Typography.Text>
        <ShuttleBox value={val<string[]>('shuttle')} onChange={set('shuttle')} items={[
          { key: 'D1210', title: '안전팀' }, { key: 'D1220', title: '보건팀' }, { key: 'D1230', title: '환경팀' }, { key: 'D1310', title: '발전1팀' }, { key: 'D1320', title: '발전2팀' },
        ]} />
      </Card>
      <Card size="small" title={t('validation')}>
        <Space wrap>
          <Button danger onClick={() => showValidationError(t('errorMessage'))}>{t('showError')}</Button>
          <span>{t('messageCodes')}:</span>
          <Tag color="red">{t('codeValidation')} {MESSAGE_CODES.validationError}</Tag>
          <Tag color="orange">{t('codeWarning')} {MESSAGE_CODES.warning}</Tag>
          <Tag color="green">{t('codeSuccess')} {MESSAGE_CODES.success}</Tag>
        </Space>
      </Card>
    </Form>
  );
}
