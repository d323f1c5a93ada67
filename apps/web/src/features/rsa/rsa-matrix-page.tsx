import { useState } from 'react';
import { App, Button, Card, Checkbox, Input, InputNumber, Select, Space, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkMatrix, type TRsaCell, type TRsaLevel, type TRsaMatrix } from '@jikim/shared/src/rsa/matrix';
import { RSA_API } from '@jikim/shared/src/rsa/rsa.codes';
import { PlantSelect } from '@/components';
import { plantDateTime } from '@/components/grid/plant-time';
import { usePageMeta } from '@/app/page-context';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { RSA_NS } from './rsa.i18n';

type Version = { version: number; createUserNm: string | null; createDt: string; planCount: number };

/** cells of a new level count: the product score, graded like the nearest lower score of the matrix being edited */
function regrade(m: TRsaMatrix, nl: number, ns: number): TRsaMatrix {
  const min = new Map<string, number>();
  for (const c of m.cells) min.set(c.gradeCd, Math.min(min.get(c.gradeCd) ?? Infinity, c.score));
  const gradeOf = (score: number) => [...m.grades].reverse().find((g) => (min.get(g.gradeCd) ?? Infinity) <= score)?.gradeCd ?? m.grades[0]!.gradeCd;
  const lv = (old: TRsaLevel[], n: number) => Array.from({ length: n }, (_x, i) => old[i] ?? { level: i + 1, label: String(i + 1) });
  const cells: TRsaCell[] = [];
  for (let l = 1; l <= nl; l += 1) for (let s = 1; s <= ns; s += 1) cells.push({ likelihood: l, severity: s, score: l * s, gradeCd: gradeOf(l * s) });
  return { ...m, likelihoodLevels: lv(m.likelihoodLevels, nl), severityLevels: lv(m.severityLevels, ns), cells };
}

/**
 * 위험성 매트릭스 (빈도·강도법): the plant's likelihood × severity table with each cell's score and grade, the grades
 * with their colours and whether they require action, and the history of versions. Saving makes a new version.
 */
export default function RsaMatrixPage() {
  const { t } = useT(RSA_NS);
  const { editable } = usePageMeta();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [plantCd, setPlantCd] = useState<string | null>(null);
  const [draft, setDraft] = useState<TRsaMatrix | null>(null);
  const q = useQuery({ queryKey: ['rsaMatrix', plantCd], enabled: !!plantCd, queryFn: () => http.get<TRsaMatrix>(RSA_API.matrix, { plantCd }) });
  const versions = useQuery({ queryKey: ['rsaMatrix', plantCd, 'versions'], enabled: !!plantCd, queryFn: () => http.get<{ list: Version[] }>(RSA_API.matrixVersions, { plantCd }) });
  const save = useMutation({
    mutationFn: (m: TRsaMatrix) => http.put<TRsaMatrix>(RSA_API.matrix, m),
    onSuccess: (m) => {
      setDraft(null);
      void message.success(t('saved', { v: m.version }));
      void qc.invalidateQueries({ queryKey: ['rsaMatrix', plantCd] });
    },
  });
  const m = draft ?? q.data;
  const problem = draft ? checkMatrix(draft) : null;
  const grade = (cd: string) => m?.grades.find((g) => g.gradeCd === cd);
  const setCell = (l: number, s: number, patch: Partial<TRsaCell>) =>
    setDraft((d) => d && { ...d, cells: d.cells.map((c) => (c.likelihood === l && c.severity === s ? { ...c, ...patch } : c)) });
  const setLevel = (kind: 'likelihoodLevels' | 'severityLevels', i: number, label: string) =>
    setDraft((d) => d && { ...d, [kind]: d[kind].map((x, j) => (j === i ? { ...x, label } : x)) });

  const rows = m ? [...m.likelihoodLevels].reverse() : [];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="rsa-matrix">
      <Space wrap>
        <div style={{ width: 240 }}><PlantSelect value={plantCd} onChange={(v) => { setPlantCd(v); setDraft(null); }} /></div>
        {m && <Tag color="blue">{t('version', { v: m.version })}</Tag>}
        {editable && m && !draft && <Button onClick={() => setDraft(structuredClone(m))}>{t('edit')}</Button>}
        {draft && (
          <>
            <Select value={draft.likelihoodLevels.length} style={{ width: 170 }} onChange={(n: number) => setDraft(regrade(draft, n, draft.severityLevels.length))}
              options={[3, 4, 5].map((n) => ({ value: n, label: `${t('likelihood')} ${n}` }))} />
            <Select value={draft.severityLevels.length} style={{ width: 170 }} onChange={(n: number) => setDraft(regrade(draft, draft.likelihoodLevels.length, n))}
              options={[3, 4, 5].map((n) => ({ value: n, label: `${t('severity')} ${n}` }))} />
            <Button type="primary" disabled={!!problem} loading={save.isPending} onClick={() => save.mutate(draft)}>{t('save')}</Button>
            <Button onClick={() => setDraft(null)}>{t('cancel')}</Button>
          </>
        )}
      </Space>
      <Typography.Text type="secondary">{t('matrixHelp')}</Typography.Text>
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      {m && (
        <Card size="small">
          <table className="jk-rsa-matrix" style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                <th style={{ padding: 6, width: 180 }}>{t('likelihood')} ＼ {t('severity')}</th>
                {m.severityLevels.map((s, i) => (
                  <th key={s.level} style={{ padding: 6 }}>
                    {draft ? <Input size="small" value={s.label} aria-label={`${t('severity')} ${s.level}`} onChange={(e) => setLevel('severityLevels', i, e.target.value)} /> : <>{s.level}. {s.label}</>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((l) => (
                <tr key={l.level}>
                  <th style={{ padding: 6, textAlign: 'left' }}>
                    {draft ? <Input size="small" value={l.label} aria-label={`${t('likelihood')} ${l.level}`} onChange={(e) => setLevel('likelihoodLevels', l.level - 1, e.target.value)} /> : <>{l.level}. {l.label}</>}
                  </th>
                  {m.severityLevels.map((s) => {
                    const c = m.cells.find((x) => x.likelihood === l.level && x.severity === s.level);
                    const g = c ? grade(c.gradeCd) : undefined;
                    return (
                      <td key={s.level} data-testid={`cell-${l.level}-${s.level}`} style={{ padding: 6, textAlign: 'center', border: '1px solid #fff', background: g?.color ?? '#eee', color: '#000' }}>
                        {draft && c ? (
                          <Space.Compact size="small">
                            <InputNumber size="small" min={0} max={10000} value={c.score} style={{ width: 64 }} aria-label={t('score')} onChange={(v) => setCell(l.level, s.level, { score: Number(v ?? 0) })} />
                            <Select size="small" value={c.gradeCd} style={{ width: 110 }} onChange={(v: string) => setCell(l.level, s.level, { gradeCd: v })}
                              options={draft.grades.map((x) => ({ value: x.gradeCd, label: x.label }))} />
                          </Space.Compact>
                        ) : c ? (<><strong>{c.score}</strong> <span>{g?.label}</span></>) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      {m && (
        <Card size="small" title={t('grades')}>
          <Table size="small" pagination={false} rowKey="gradeCd" dataSource={m.grades} columns={[
            { title: t('gradeCd'), dataIndex: 'gradeCd', width: 120 },
            {
              title: t('label'), dataIndex: 'label', render: (v: string, g, i) => (draft
                ? <Input size="small" value={v} onChange={(e) => setDraft({ ...draft, grades: draft.grades.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)) })} />
                : <Tag color={g.color}>{v}</Tag>),
            },
            {
              title: t('color'), dataIndex: 'color', width: 140, render: (v: string, _g, i) => (draft
                ? <Input size="small" type="color" value={v} onChange={(e) => setDraft({ ...draft, grades: draft.grades.map((x, j) => (j === i ? { ...x, color: e.target.value.toUpperCase() } : x)) })} />
                : v),
            },
            {
              title: t('actionRequired'), dataIndex: 'actionRequiredYn', width: 120, render: (v: 'Y' | 'N', _g, i) => (draft
                ? <Checkbox checked={v === 'Y'} onChange={(e) => setDraft({ ...draft, grades: draft.grades.map((x, j) => (j === i ? { ...x, actionRequiredYn: e.target.checked ? 'Y' : 'N' } : x)) })} />
                : t(v === 'Y' ? 'yes' : 'no')),
            },
          ]} />
        </Card>
      )}
      {versions.data && (
        <Card size="small" title={t('versions')}>
          <Table size="small" pagination={false} rowKey="version" dataSource={versions.data.list} columns={[
            { title: t('version', { v: '' }).trim(), dataIndex: 'version', width: 90 },
            { title: '', render: (_v, r: Version) => t('savedBy', { user: r.createUserNm ?? '-', dt: plantDateTime(r.createDt), n: r.planCount }) },
          ]} />
        </Card>
      )}
    </Space>
  );
}
