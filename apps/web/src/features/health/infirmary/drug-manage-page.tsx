import { useState } from 'react';
import { App, Button, Checkbox, Col, Modal, Row, Select, Space, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { HEA_DRUG_MANUAL_MOVE_TYPES, HEA_INFIRMARY_CODE_GROUP, type TDrug, type TDrugInput, type TDrugMoveInput } from '@jikim/shared';
import { CodeSelect, DataGrid, DateInput, Field, NumberInput, TextInput, YnCheckbox, type GridColumn, type GridRow } from '@/components';
import { usePageMeta, useWorker } from '@/app/page-context';
import { useT } from '@/lib/i18n';
import { infirmaryApi } from './api';
import { CARE_NS } from './care.i18n';

type DrugDraft = TDrugInput & { drugNo?: number; version?: number };

/** 의약품 재고 (/hea/drugManage): drug master with stock and safety stock; movements of the selected drug; 입고/출고/폐기 */
export default function DrugManagePage() {
  const { t } = useT(CARE_NS);
  const { editable } = usePageMeta();
  const worker = useWorker();
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const [shortOnly, setShortOnly] = useState(false);
  const [picked, setPicked] = useState<TDrug | null>(null);
  const [draft, setDraft] = useState<DrugDraft | null>(null);
  const [move, setMove] = useState<TDrugMoveInput | null>(null);
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const drugs = useQuery({ queryKey: ['heaCare', 'drugs', 'page', shortOnly], queryFn: () => infirmaryApi.drugs(shortOnly ? { shortYn: 'Y' } : {}) });
  const moves = useQuery({
    queryKey: ['heaCare', 'moves', picked?.drugNo, paging],
    enabled: !!picked,
    queryFn: () => infirmaryApi.moves({ drugNo: picked!.drugNo, page: paging.page, limit: paging.limit }),
  });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['heaCare'] });
  const saveDrug = useMutation({
    mutationFn: (d: DrugDraft) => (d.drugNo ? infirmaryApi.updateDrug(d.drugNo, { ...d, version: d.version! }) : infirmaryApi.createDrug(d)),
    onSuccess: () => { setDraft(null); refresh(); void message.success(t('common.saved')); },
  });
  const saveMove = useMutation({
    mutationFn: (m: TDrugMoveInput) => infirmaryApi.createMove(m),
    onSuccess: () => { setMove(null); refresh(); void message.success(t('common.saved')); },
  });

  const drugCols: GridColumn[] = [
    { name: 'drugClassNm', text: t('drug.drugClass'), width: 150 },
    { name: 'drugNm', text: t('drug.drugNm'), type: 'link' },
    { name: 'unitNm', text: t('drug.unitNm'), width: 70, align: 'center' },
    { name: 'stockQty', text: t('drug.stockQty'), width: 90, align: 'right' },
    { name: 'safetyStock', text: t('drug.safetyStock'), width: 90, align: 'right' },
    { name: 'shortYn', text: t('drug.state'), width: 80, align: 'center', render: (r) => (r.shortYn === 'Y' ? <Tag color="red">{t('drug.short')}</Tag> : <Tag color="green">{t('drug.ok')}</Tag>) },
    { name: 'useYn', text: t('drug.useYn'), width: 60, align: 'center' },
  ];
  const moveCols: GridColumn[] = [
    { name: 'moveYmd', text: t('drug.moveYmd'), width: 110, align: 'center' },
    { name: 'moveTypeCd', text: t('drug.moveType'), width: 80, align: 'center', render: (r) => <Tag color={r.moveTypeCd === 'IN' ? 'blue' : undefined}>{t(`drug.types.${String(r.moveTypeCd)}`)}</Tag> },
    { name: 'deltaQty', text: t('drug.delta'), width: 80, align: 'right', render: (r) => (Number(r.deltaQty) > 0 ? `+${String(r.deltaQty)}` : String(r.deltaQty)) },
    { name: 'visitNo', text: t('drug.visitNo'), width: 120, align: 'center' },
    { name: 'remark', text: t('common.remark') },
    { name: 'createUserId', text: t('drug.createUser'), width: 100, align: 'center' },
  ];
  const plantCd = worker?.plantCd && worker.plantCd !== '0000' ? worker.plantCd : '1000';

  return (
    <div>
      <DataGrid
        title={t('drug.title')}
        columns={drugCols}
        rows={(drugs.data ?? []) as unknown as GridRow[]}
        rowKey="drugNo"
        showRowNo
        paging="none"
        height={360}
        loading={drugs.isFetching}
        onRowClick={(r) => { setPicked(r as unknown as TDrug); setPaging((p) => ({ ...p, page: 1 })); }}
        onLinkClick={(r) => { const d = r as unknown as TDrug; setDraft({ drugNo: d.drugNo, version: d.version, plantCd: d.plantCd, drugNm: d.drugNm, unitNm: d.unitNm, drugClassCd: d.drugClassCd, safetyStock: d.safetyStock, useYn: d.useYn as 'Y' | 'N', remark: d.remark }); }}
        toolbar={(
          <Space>
            <Checkbox checked={shortOnly} onChange={(e) => setShortOnly(e.target.checked)}>{t('drug.shortOnly')}</Checkbox>
            {editable && <Button type="primary" onClick={() => setDraft({ plantCd, drugNm: '', unitNm: '', drugClassCd: '', safetyStock: 0, useYn: 'Y', remark: null })}>{t('drug.new')}</Button>}
          </Space>
        )}
      />
      <div style={{ marginTop: 16 }}>
        <DataGrid
          title={picked ? t('drug.movesOf', { nm: picked.drugNm }) : t('drug.pickDrug')}
          columns={moveCols}
          rows={(picked ? moves.data?.list ?? [] : []) as unknown as GridRow[]}
          rowKey="moveNo"
          loading={moves.isFetching}
          paging={{ totalCount: moves.data?.totalCount ?? 0, page: paging.page, limit: paging.limit, onChange: (page, limit) => setPaging({ page, limit }) }}
          toolbar={editable && picked ? <Button onClick={() => setMove({ drugNo: picked.drugNo, moveTypeCd: 'IN', moveYmd: dayjs().format('YYYY-MM-DD'), qty: 1, remark: null })}>{t('drug.newMove')}</Button> : undefined}
        />
      </div>

      <Modal open={!!draft} title={draft?.drugNo ? t('drug.edit') : t('drug.new')} onCancel={() => setDraft(null)} width={640}
        footer={editable ? (
          <Space>
            {draft?.drugNo && <Button danger onClick={() => modal.confirm({ title: t('common.confirmTitle'), content: t('common.deleteConfirm'), onOk: async () => {
              await infirmaryApi.deleteDrug(draft.drugNo!, draft.version!);
              setDraft(null);
              setPicked(null);
              refresh();
              void message.success(t('common.deleted'));
            } })}>{t('common.delete')}</Button>}
            <Button type="primary" loading={saveDrug.isPending} onClick={() => draft && saveDrug.mutate(draft)}>{t('common.save')}</Button>
          </Space>
        ) : null}>
        {draft && (
          <Row gutter={12}>
            <Col span={16}><TextInput label={t('drug.drugNm')} required readonly={!editable} maxlength={200} value={draft.drugNm} onChange={(v) => setDraft({ ...draft, drugNm: v })} /></Col>
            <Col span={8}><TextInput label={t('drug.unitNm')} required readonly={!editable} maxlength={20} value={draft.unitNm} onChange={(v) => setDraft({ ...draft, unitNm: v })} /></Col>
            <Col span={12}><CodeSelect label={t('drug.drugClass')} required readonly={!editable} codeGroupCd={HEA_INFIRMARY_CODE_GROUP.drugClass} value={draft.drugClassCd || null} onChange={(v) => setDraft({ ...draft, drugClassCd: v ?? '' })} /></Col>
            <Col span={8}><NumberInput label={t('drug.safetyStock')} required readonly={!editable} value={draft.safetyStock} onChange={(v) => setDraft({ ...draft, safetyStock: v })} /></Col>
            <Col span={4}><YnCheckbox label={t('drug.useYn')} disabled={!editable} value={draft.useYn ?? 'Y'} onChange={(v) => setDraft({ ...draft, useYn: v as 'Y' | 'N' })} /></Col>
            <Col span={24}><TextInput label={t('common.remark')} textarea readonly={!editable} maxlength={1000} value={draft.remark ?? ''} onChange={(v) => setDraft({ ...draft, remark: v })} /></Col>
          </Row>
        )}
      </Modal>

      <Modal open={!!move} title={picked ? `${t('drug.newMove')} · ${picked.drugNm}` : t('drug.newMove')} onCancel={() => setMove(null)} okText={t('common.save')}
        confirmLoading={saveMove.isPending} onOk={() => move && saveMove.mutate(move)}>
        {move && (
          <Row gutter={12}>
            <Col span={8}>
              <Field label={t('drug.moveType')} required htmlFor="hea-move-type">
                <Select id="hea-move-type" style={{ width: '100%' }} value={move.moveTypeCd} onChange={(v: TDrugMoveInput['moveTypeCd']) => setMove({ ...move, moveTypeCd: v })}
                  options={HEA_DRUG_MANUAL_MOVE_TYPES.map((m) => ({ value: m, label: t(`drug.types.${m}`) }))} />
              </Field>
            </Col>
            <Col span={8}><DateInput label={t('drug.moveYmd')} required value={move.moveYmd} onChange={(v) => setMove({ ...move, moveYmd: v ?? '' })} /></Col>
            <Col span={8}><NumberInput label={`${t('drug.qty')} (${picked?.unitNm ?? ''})`} required value={move.qty} onChange={(v) => setMove({ ...move, qty: v })} /></Col>
            <Col span={24}><TextInput label={t('common.remark')} maxlength={500} value={move.remark ?? ''} onChange={(v) => setMove({ ...move, remark: v })} /></Col>
          </Row>
        )}
      </Modal>
    </div>
  );
}
