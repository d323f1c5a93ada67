import { useState } from 'react';
import { App, Button, Checkbox, Col, Modal, Row, Select, Space, Tabs, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { HEA_MSK_ACTION_STATUSES, HEA_MSK_BURDEN_TASKS, HEA_MSK_SURVEY_TYPES, type TMskSurvey, type TMskSurveyInput, type TUnitWork, type TUnitWorkInput } from '@jikim/shared';
import { DataGrid, DateInput, DeptTreePicker, Field, NumberInput, TextInput, YnCheckbox, type GridColumn, type GridRow } from '@/components';
import { usePageMeta, useWorker } from '@/app/page-context';
import { i18n, useT } from '@/lib/i18n';
import { CARE_NS } from '../infirmary/care.i18n';
import { mskApi } from './api';

type SurveyDraft = Omit<TMskSurveyInput, 'actions' | 'burdenTaskNos'> & { surveyNo?: number; version?: number; burdenTaskNos: number[]; actions: NonNullable<TMskSurveyInput['actions']> };
type UnitDraft = TUnitWorkInput & { unitWorkNo?: number; version?: number };
const DUE_COLOR = { OVERDUE: 'red', DUE_SOON: 'orange', OK: 'green' } as const;

/** 근골격계 유해요인조사 (/hea/mskSurvey): surveys per unit work with the 제1호~제11호 checklist and actions; due list; unit works */
export default function MskSurveyPage() {
  const { t } = useT(CARE_NS);
  const { editable } = usePageMeta();
  const worker = useWorker();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const [survey, setSurvey] = useState<SurveyDraft | null>(null);
  const [unit, setUnit] = useState<UnitDraft | null>(null);
  const surveys = useQuery({ queryKey: ['heaCare', 'msk', 'surveys', paging], queryFn: () => mskApi.surveys(paging) });
  const due = useQuery({ queryKey: ['heaCare', 'msk', 'due'], queryFn: () => mskApi.due() });
  const units = useQuery({ queryKey: ['heaCare', 'msk', 'units'], queryFn: () => mskApi.unitWorks() });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['heaCare', 'msk'] });
  const done = () => { refresh(); void message.success(t('common.saved')); };
  const saveSurvey = useMutation({
    mutationFn: (d: SurveyDraft) => (d.surveyNo ? mskApi.updateSurvey(d.surveyNo, { ...d, version: d.version! }) : mskApi.createSurvey(d)),
    onSuccess: () => { setSurvey(null); done(); },
  });
  const saveUnit = useMutation({
    mutationFn: (d: UnitDraft) => (d.unitWorkNo ? mskApi.updateUnitWork(d.unitWorkNo, { ...d, version: d.version! }) : mskApi.createUnitWork(d)),
    onSuccess: () => { setUnit(null); done(); },
  });
  const lang = i18n.language;
  const taskText = (n: number) => { const x = HEA_MSK_BURDEN_TASKS.find((b) => b.no === n)!; return lang === 'ko' ? x.ko : x.en; };

  const surveyCols: GridColumn[] = [
    { name: 'surveyYmd', text: t('msk.surveyYmd'), width: 110, align: 'center', type: 'link' },
    { name: 'surveyTypeCd', text: t('msk.surveyType'), width: 120, align: 'center', render: (r) => t(`msk.types.${String(r.surveyTypeCd)}`) },
    { name: 'deptNm', text: t('msk.dept'), width: 110 },
    { name: 'unitWorkNm', text: t('msk.unitWorkNm') },
    { name: 'burdenYn', text: t('msk.burden'), width: 170, render: (r) => (r.burdenYn === 'Y'
      ? <Tag color="red">{(r.burdenTaskNos as number[]).map((n) => t('msk.task', { n })).join(' ')}</Tag> : <Tag>{t('common.no')}</Tag>) },
    { name: 'symptom', text: t('msk.symptomCnt'), width: 110, align: 'center', render: (r) => `${String(r.symptomCnt)} / ${String(r.respondentCnt)}` },
    { name: 'openActionCnt', text: t('msk.openActions'), width: 100, align: 'right' },
  ];
  const dueCols: GridColumn[] = [
    { name: 'deptNm', text: t('msk.dept'), width: 120 },
    { name: 'unitWorkNm', text: t('msk.unitWorkNm') },
    { name: 'startYmd', text: t('msk.startYmd'), width: 110, align: 'center' },
    { name: 'lastSurveyYmd', text: t('msk.lastSurvey'), width: 110, align: 'center' },
    { name: 'basisCd', text: t('msk.basis'), width: 190, render: (r) => t(`msk.bases.${String(r.basisCd)}`) },
    { name: 'nextDueYmd', text: t('msk.nextDue'), width: 120, align: 'center' },
    { name: 'daysLeft', text: t('msk.daysLeft'), width: 90, align: 'right' },
    { name: 'statusCd', text: t('msk.status'), width: 150, align: 'center', render: (r) => <Tag color={DUE_COLOR[r.statusCd as keyof typeof DUE_COLOR]}>{t(`msk.dueStatus.${String(r.statusCd)}`)}</Tag> },
  ];
  const unitCols: GridColumn[] = [
    { name: 'deptNm', text: t('msk.dept'), width: 120 },
    { name: 'unitWorkNm', text: t('msk.unitWorkNm'), type: 'link' },
    { name: 'processNm', text: t('msk.process'), width: 200 },
    { name: 'startYmd', text: t('msk.startYmd'), width: 110, align: 'center' },
    { name: 'workerCnt', text: t('msk.workerCnt'), width: 90, align: 'right' },
    { name: 'useYn', text: t('drug.useYn'), width: 70, align: 'center' },
  ];
  const plantCd = worker?.plantCd && worker.plantCd !== '0000' ? worker.plantCd : '1000';
  const newSurvey = (): SurveyDraft => ({ unitWorkNo: 0, surveyTypeCd: 'REGULAR', surveyYmd: dayjs().format('YYYY-MM-DD'), surveyorNm: worker?.workerNm ?? '', burdenTaskNos: [],
    respondentCnt: 0, symptomCnt: 0, managedCnt: 0, symptomSummary: null, resultSummary: null, actions: [] });
  const openSurvey = (s: TMskSurvey) => setSurvey({ surveyNo: s.surveyNo, version: s.version, unitWorkNo: s.unitWorkNo, surveyTypeCd: s.surveyTypeCd, surveyYmd: s.surveyYmd,
    surveyorNm: s.surveyorNm, burdenTaskNos: s.burdenTaskNos, respondentCnt: s.respondentCnt, symptomCnt: s.symptomCnt, managedCnt: s.managedCnt,
    symptomSummary: s.symptomSummary, resultSummary: s.resultSummary, actions: s.actions.map(({ actionNo: _n, ...a }) => a) });
  const setAct = (i: number, p: Partial<SurveyDraft['actions'][number]>) => survey && setSurvey({ ...survey, actions: survey.actions.map((a, j) => (j === i ? { ...a, ...p } : a)) });

  return (
    <div>
      <Tabs items={[
        { key: 'survey', label: t('msk.tabSurvey'), children: (
          <DataGrid title={t('msk.title')} columns={surveyCols} rows={(surveys.data?.list ?? []) as unknown as GridRow[]} rowKey="surveyNo" showRowNo loading={surveys.isFetching}
            onLinkClick={(r) => openSurvey(r as unknown as TMskSurvey)}
            paging={{ totalCount: surveys.data?.totalCount ?? 0, page: paging.page, limit: paging.limit, onChange: (page, limit) => setPaging({ page, limit }) }}
            toolbar={editable ? <Button type="primary" onClick={() => setSurvey(newSurvey())}>{t('msk.newSurvey')}</Button> : undefined} />) },
        { key: 'due', label: t('msk.tabDue'), children: (
          <DataGrid title={t('msk.tabDue')} columns={dueCols} rows={(due.data ?? []) as unknown as GridRow[]} rowKey="unitWorkNo" showRowNo paging="none" loading={due.isFetching} />) },
        { key: 'unit', label: t('msk.tabUnit'), children: (
          <DataGrid title={t('msk.tabUnit')} columns={unitCols} rows={(units.data ?? []) as unknown as GridRow[]} rowKey="unitWorkNo" showRowNo paging="none" loading={units.isFetching}
            onLinkClick={(r) => { const u = r as unknown as TUnitWork; setUnit({ unitWorkNo: u.unitWorkNo, version: u.version, plantCd: u.plantCd, deptCd: u.deptCd, processNo: u.processNo, unitWorkNm: u.unitWorkNm, startYmd: u.startYmd, workerCnt: u.workerCnt, useYn: u.useYn as 'Y' | 'N' }); }}
            toolbar={editable ? <Button type="primary" onClick={() => setUnit({ plantCd, deptCd: '', unitWorkNm: '', startYmd: dayjs().format('YYYY-MM-DD'), workerCnt: 0, useYn: 'Y' })}>{t('msk.newUnit')}</Button> : undefined} />) },
      ]} />

      <Modal open={!!survey} width={900} title={survey?.surveyNo ? t('msk.editSurvey') : t('msk.newSurvey')} onCancel={() => setSurvey(null)}
        footer={editable ? (
          <Space>
            {survey?.surveyNo && <Button danger onClick={() => modal.confirm({ title: t('common.confirmTitle'), content: t('common.deleteConfirm'), onOk: async () => {
              await mskApi.deleteSurvey(survey.surveyNo!, survey.version!);
              setSurvey(null);
              refresh();
              void message.success(t('common.deleted'));
            } })}>{t('common.delete')}</Button>}
            <Button type="primary" loading={saveSurvey.isPending} onClick={() => survey && saveSurvey.mutate(survey)}>{t('common.save')}</Button>
          </Space>
        ) : null}>
        {survey && (
          <div>
            <Row gutter={12}>
              <Col span={12}>
                <Field label={t('msk.unitWork')} required htmlFor="hea-msk-unit">
                  <Select id="hea-msk-unit" style={{ width: '100%' }} disabled={!editable} value={survey.unitWorkNo || undefined} onChange={(v: number) => setSurvey({ ...survey, unitWorkNo: v })}
                    showSearch={{ optionFilterProp: 'label' }} options={(units.data ?? []).filter((u) => u.useYn === 'Y').map((u) => ({ value: u.unitWorkNo, label: `${u.deptNm ?? ''} · ${u.unitWorkNm}` }))} />
                </Field>
              </Col>
              <Col span={6}>
                <Field label={t('msk.surveyType')} required htmlFor="hea-msk-type">
                  <Select id="hea-msk-type" style={{ width: '100%' }} disabled={!editable} value={survey.surveyTypeCd} onChange={(v: SurveyDraft['surveyTypeCd']) => setSurvey({ ...survey, surveyTypeCd: v })}
                    options={HEA_MSK_SURVEY_TYPES.map((x) => ({ value: x, label: t(`msk.types.${x}`) }))} />
                </Field>
              </Col>
              <Col span={6}><DateInput label={t('msk.surveyYmd')} required readonly={!editable} value={survey.surveyYmd} onChange={(v) => setSurvey({ ...survey, surveyYmd: v ?? '' })} /></Col>
              <Col span={24}><TextInput label={t('msk.surveyor')} required readonly={!editable} maxlength={100} value={survey.surveyorNm} onChange={(v) => setSurvey({ ...survey, surveyorNm: v })} /></Col>
              <Col span={8}><NumberInput label={t('msk.respondent')} readonly={!editable} value={survey.respondentCnt ?? 0} onChange={(v) => setSurvey({ ...survey, respondentCnt: v })} /></Col>
              <Col span={8}><NumberInput label={t('msk.symptomCnt')} readonly={!editable} value={survey.symptomCnt ?? 0} onChange={(v) => setSurvey({ ...survey, symptomCnt: v })} /></Col>
              <Col span={8}><NumberInput label={t('msk.managedCnt')} readonly={!editable} value={survey.managedCnt ?? 0} onChange={(v) => setSurvey({ ...survey, managedCnt: v })} /></Col>
            </Row>
            <Field label={`${t('msk.checklist')} — ${t('msk.burden')}: ${survey.burdenTaskNos.length ? t('common.yes') : t('common.no')}`}>
              <Checkbox.Group disabled={!editable} value={survey.burdenTaskNos} onChange={(v) => setSurvey({ ...survey, burdenTaskNos: (v as number[]).sort((a, b) => a - b) })}
                style={{ display: 'grid', gridTemplateColumns: '1fr', gap: 2 }}
                options={HEA_MSK_BURDEN_TASKS.map((b) => ({ value: b.no, label: `${t('msk.task', { n: b.no })} ${taskText(b.no)}` }))} />
            </Field>
            <TextInput label={t('msk.symptomSummary')} textarea rows={2} readonly={!editable} maxlength={2000} value={survey.symptomSummary ?? ''} onChange={(v) => setSurvey({ ...survey, symptomSummary: v })} />
            <TextInput label={t('msk.resultSummary')} textarea rows={2} readonly={!editable} maxlength={2000} value={survey.resultSummary ?? ''} onChange={(v) => setSurvey({ ...survey, resultSummary: v })} />
            <Field label={t('msk.actions')}>
              <div>
                {survey.actions.map((a, i) => (
                  <Row key={i} gutter={8} style={{ borderTop: '1px dashed #e5e5e5', paddingTop: 6 }}>
                    <Col span={15}><TextInput label={t('msk.planContent')} required readonly={!editable} maxlength={1000} value={a.planContent} onChange={(v) => setAct(i, { planContent: v })} /></Col>
                    <Col span={7}><DateInput label={t('msk.dueYmd')} required readonly={!editable} value={a.dueYmd} onChange={(v) => setAct(i, { dueYmd: v ?? '' })} /></Col>
                    <Col span={2}>{editable && <Button aria-label={t('common.delete')} icon={<DeleteOutlined />} onClick={() => setSurvey({ ...survey, actions: survey.actions.filter((_, j) => j !== i) })} />}</Col>
                    <Col span={6}>
                      <Field label={t('msk.status')} htmlFor={`hea-act-${i}`}>
                        <Select id={`hea-act-${i}`} style={{ width: '100%' }} disabled={!editable} value={a.statusCd} onChange={(v: typeof a.statusCd) => setAct(i, { statusCd: v })}
                          options={HEA_MSK_ACTION_STATUSES.map((x) => ({ value: x, label: t(`msk.statuses.${x}`) }))} />
                      </Field>
                    </Col>
                    <Col span={11}><TextInput label={t('msk.resultContent')} readonly={!editable} maxlength={1000} value={a.resultContent ?? ''} onChange={(v) => setAct(i, { resultContent: v })} /></Col>
                    <Col span={7}><DateInput label={t('msk.doneYmd')} readonly={!editable} value={a.doneYmd ?? null} onChange={(v) => setAct(i, { doneYmd: v })} /></Col>
                  </Row>
                ))}
                {editable && <Button icon={<PlusOutlined />} onClick={() => setSurvey({ ...survey, actions: [...survey.actions, { planContent: '', dueYmd: dayjs().add(3, 'month').format('YYYY-MM-DD'), statusCd: 'PLANNED', resultContent: null, doneYmd: null }] })}>{t('msk.addAction')}</Button>}
              </div>
            </Field>
          </div>
        )}
      </Modal>

      <Modal open={!!unit} title={unit?.unitWorkNo ? t('msk.editUnit') : t('msk.newUnit')} onCancel={() => setUnit(null)} width={640}
        footer={editable ? (
          <Space>
            {unit?.unitWorkNo && <Button danger onClick={() => modal.confirm({ title: t('common.confirmTitle'), content: t('common.deleteConfirm'), onOk: async () => {
              await mskApi.deleteUnitWork(unit.unitWorkNo!, unit.version!);
              setUnit(null);
              refresh();
              void message.success(t('common.deleted'));
            } })}>{t('common.delete')}</Button>}
            <Button type="primary" loading={saveUnit.isPending} onClick={() => unit && saveUnit.mutate(unit)}>{t('common.save')}</Button>
          </Space>
        ) : null}>
        {unit && (
          <Row gutter={12}>
            <Col span={12}><DeptTreePicker label={t('msk.dept')} required plantCd={unit.plantCd} mode="dropdown" value={unit.deptCd || null} onChange={(v) => setUnit({ ...unit, deptCd: v ?? '' })} /></Col>
            <Col span={12}><TextInput label={t('msk.unitWorkNm')} required readonly={!editable} maxlength={200} value={unit.unitWorkNm} onChange={(v) => setUnit({ ...unit, unitWorkNm: v })} /></Col>
            <Col span={8}><DateInput label={t('msk.startYmd')} required readonly={!editable} value={unit.startYmd} onChange={(v) => setUnit({ ...unit, startYmd: v ?? '' })} /></Col>
            <Col span={8}><NumberInput label={t('msk.workerCnt')} readonly={!editable} value={unit.workerCnt ?? 0} onChange={(v) => setUnit({ ...unit, workerCnt: v })} /></Col>
            <Col span={8}><YnCheckbox label={t('drug.useYn')} disabled={!editable} value={unit.useYn ?? 'Y'} onChange={(v) => setUnit({ ...unit, useYn: v })} /></Col>
          </Row>
        )}
      </Modal>
    </div>
  );
}
