import { useState } from 'react';
import { Button, Select, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { TRsaMatrix } from '@jikim/shared/src/rsa/matrix';
import { RSA_API } from '@jikim/shared/src/rsa/rsa.codes';
import { imprActionWorkflow } from '@jikim/shared/src/impr/action.const';
import { DeptTreePicker, PlantSelect } from '@/components';
import { downloadServerExcel } from '@/components/grid/grid-excel';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { RSA_NS } from './rsa.i18n';

type Row = {
  kind: 'HAZARD' | 'CHECK' | 'JSA' | 'HAZOP' | 'CHARM' | 'ONE_POINT'; planNo: number; planTitle: string; planToYmd: string; methodCd: string; assessNo: number; deptNm: string | null; processNm: string | null;
  unitWorkNm: string; rowNo: number | null; hazardNm: string; riskScore: number | null; gradeLabel: string | null; gradeColor: string | null; levelCd: string | null;
  measure: string | null; ownerUserNm: string | null; dueYmd: string | null; actionNo: number | null; actionStatusCd: string | null;
  trend: { planNo: number; planToYmd: string; riskScore: number | null; gradeLabel: string | null; gradeColor: string | null; levelCd: string | null }[];
};
const LEVEL_KO: Record<string, string> = { HIGH: '상', MEDIUM: '중', LOW: '하' };
type Rated = Pick<Row, 'riskScore' | 'gradeLabel' | 'gradeColor' | 'levelCd'>;

/** 위험성평가 대장: the plant's current hazards at or above a grade (or all requiring action), owners and action status */
export default function RsaRegisterPage() {
  const { t, i18n } = useT(RSA_NS);
  const lang = (['ko', 'en', 'zh', 'es'].includes(i18n.language) ? i18n.language : 'ko') as 'ko' | 'en' | 'zh' | 'es';
  const statusNm = (cd: string | null) => imprActionWorkflow.statuses.find((s) => s.code === cd)?.label[lang] ?? cd ?? '-';
  const [plantCd, setPlantCd] = useState<string | null>(null);
  const [gradeCd, setGradeCd] = useState<string>('');
  const [deptCd, setDeptCd] = useState<string | null>(null);
  const matrix = useQuery({ queryKey: ['rsaMatrix', plantCd], enabled: !!plantCd, queryFn: () => http.get<TRsaMatrix>(RSA_API.matrix, { plantCd }) });
  const params = { plantCd, ...(gradeCd ? { gradeCd } : {}) };
  const risk = (r: Rated, kind: Row['kind']) => {
    if (r.gradeLabel) return <Tag color={r.gradeColor ?? undefined} style={{ color: '#000' }}>{r.riskScore} {r.gradeLabel}</Tag>;
    if (kind === 'CHARM') return <Tag>CHARM {r.riskScore}</Tag>;
    if (kind === 'ONE_POINT') return <Tag>{t('onePoint')}</Tag>;
    if (kind === 'CHECK') return <Tag>{r.levelCd && r.levelCd !== 'IMPROVE' ? t('checkOther') : t('check')}</Tag>;
    if (kind === 'HAZARD' && r.levelCd) return <Tag>{t('level3')} {LEVEL_KO[r.levelCd] ?? r.levelCd}</Tag>;
    return '-';
  };
  const q = useQuery({ queryKey: ['rsaRegister', params], enabled: !!plantCd, queryFn: () => http.get<{ list: Row[] }>(RSA_API.register, params) });
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="rsa-register">
      <Space wrap>
        <div style={{ width: 240 }}><PlantSelect value={plantCd} onChange={setPlantCd} /></div>
        <Select value={gradeCd} style={{ width: 200 }} aria-label={t('minGrade')} onChange={setGradeCd}
          options={[{ value: '', label: t('actionRows') }, ...(matrix.data?.grades ?? []).map((g) => ({ value: g.gradeCd, label: `${t('minGrade')}: ${g.label} ↑` }))]} />
        <Button disabled={!plantCd} onClick={() => void downloadServerExcel(`${RSA_API.register}/excel`, params, t('registerTitle'))}>{t('excel')}</Button>
        <div style={{ width: 220 }}><DeptTreePicker label={t('dept')} plantCd={plantCd} value={deptCd} onChange={(v) => setDeptCd(v)} /></div>
        <Button data-testid="rsa-book" disabled={!plantCd || !deptCd} onClick={() => window.open(`/print/rsaBook/${plantCd}/${deptCd}`, '_blank')}>{t('book')}</Button>
      </Space>
      <Table<Row>
        size="small" loading={q.isFetching} dataSource={q.data?.list ?? []} rowKey={(r) => `${r.kind}:${r.assessNo}:${r.rowNo}:${r.hazardNm}`} scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('none') }} pagination={{ pageSize: 50, showSizeChanger: false }}
        columns={[
          { title: t('dept'), dataIndex: 'deptNm', width: 110 },
          { title: t('unitWork'), dataIndex: 'unitWorkNm', width: 160 },
          { title: t('hazard'), dataIndex: 'hazardNm', width: 260 },
          { title: t('risk'), width: 130, render: (_v, r) => risk(r, r.kind) },
          {
            // the same row in the last completed rounds, oldest first
            title: t('trend'), width: 260, render: (_v, r) => (
              <Space size={2} wrap data-testid="rsa-trend">
                {r.trend.map((x, i) => <span key={x.planNo}>{i > 0 && '→ '}<span style={{ color: '#666' }}>{x.planToYmd.slice(0, 7)}</span> {risk(x, r.kind)}</span>)}
              </Space>
            ),
          },
          { title: t('measure'), dataIndex: 'measure', width: 240 },
          { title: t('owner'), dataIndex: 'ownerUserNm', width: 90 },
          { title: t('due'), dataIndex: 'dueYmd', width: 110 },
          { title: t('action'), width: 130, render: (_v, r) => (r.actionNo ? `${r.actionNo} (${statusNm(r.actionStatusCd)})` : '-') },
          { title: t('plan'), width: 220, render: (_v, r) => `${r.planTitle} (${r.planToYmd})` },
        ]}
      />
    </Space>
  );
}
