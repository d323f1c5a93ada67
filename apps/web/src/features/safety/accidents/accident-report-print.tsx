import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space } from 'antd';
import { SAF_ACC_API, SAF_ACC_APPR_TYPE, SAF_ACC_INVEST_API } from '@jikim/shared/src/safety/accidents/accident.const';
import { approvalFromLine, fetchApprovalLine, formatYmd, PRINT_NS, PrintDocument, type PrintSection } from '@/components/print';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';

type Row = Record<string, unknown>;
const s = (v: unknown) => (v === null || v === undefined || v === '' ? '' : String(v));
const yn = (v: unknown) => (v === 'Y' ? '예' : '아니오');
/** the statutory form (별지 제30호서식) is filed in Korean whatever the interface language: its title and number stay Korean */
const FORM_TITLE = '산업재해조사표';
const FORM_NO_PREFIX = '사고';

/**
 * 산업재해조사표 (산업안전보건법 시행규칙 제73조, 별지 제30호서식의 항목 순서): Ⅰ 사업장 정보, Ⅱ 재해 정보 (재해자별),
 * Ⅲ 재해 발생 개요, Ⅳ 재해 발생 원인, Ⅴ 재발방지 계획 — filled from the accident and its investigation, A4 through the
 * print machinery (PrintDocument). The records come through their authorised GETs (scope as on screen).
 */
export function AccidentReportPrint({ accidentNo, printedBy }: { accidentNo: string; printedBy: string }) {
  const { t } = useT(PRINT_NS);
  const acc = useQuery({ queryKey: ['safAccident', 'report', accidentNo], retry: false, queryFn: () => http.get<Row>(`${SAF_ACC_API}/${encodeURIComponent(accidentNo)}`, undefined, { skipErrorHandler: true }) });
  const inv = useQuery({
    queryKey: ['safAccidentInvestigation', 'report', accidentNo], retry: false, enabled: acc.isSuccess,
    queryFn: () => http.get<Row>(`${SAF_ACC_INVEST_API}/${encodeURIComponent(accidentNo)}`, undefined, { skipErrorHandler: true, silent: true }).catch(() => null),
  });
  const line = useQuery({ queryKey: ['print', 'line', SAF_ACC_APPR_TYPE, accidentNo], enabled: acc.isSuccess, retry: false, queryFn: () => fetchApprovalLine(SAF_ACC_APPR_TYPE, accidentNo).catch(() => null) });
  if (acc.isError) return <Alert type="error" showIcon message={t('error.notFound')} data-testid="print-error" style={{ margin: 24 }} />;
  if (!acc.data || inv.isPending || line.isPending) return null;
  const a = acc.data;
  const i = inv.data ?? null;
  const victims = (a.victims as Row[] | undefined) ?? [];
  const sections: PrintSection[] = [
    { title: 'Ⅰ. 사업장 정보', fields: [
      { label: '사업장명', value: s(a.plantNm) }, { label: '발생 부서', value: s(a.deptNm) },
      { label: '보고자', value: s(a.reporterUserNm) }, { label: '제출기한', value: a.investigationReportRequiredYn === 'Y' ? formatYmd(a.investigationReportDueYmd) : '제출대상 아님' },
    ] },
    ...victims.map((v, n): PrintSection => ({ title: `Ⅱ. 재해 정보 — 재해자 ${n + 1}`, fields: [
      { label: '성명', value: s(v.victimUserNm ?? v.victimNm) }, { label: '구분', value: v.victimTypeCd === 'VENDOR' ? `협력업체 근로자 (${s(v.vendorNm)})` : '직원' },
      { label: '연령', value: s(v.age) }, { label: '근속기간', value: v.serviceYears === null || v.serviceYears === undefined ? '' : `${s(v.serviceYears)}년` },
      { label: '고용형태', value: s(v.employTypeNm) }, { label: '상해종류', value: s(v.injuryKindNm) },
      { label: '상해부위', value: s(v.bodyPartNm) }, { label: '휴업예상일수', value: v.lostDays === null || v.lostDays === undefined ? '' : `${s(v.lostDays)}일` },
      { label: '치료기간', value: v.treatmentDays === null || v.treatmentDays === undefined ? '' : `${s(v.treatmentDays)}일` }, { label: '사망 여부', value: yn(v.deathYn) },
      { label: '신체장해등급', value: v.disabilityGrade ? `${s(v.disabilityGrade)}급` : '' }, { label: '직업성 질병', value: v.illnessYn === 'Y' ? `${s(v.diseaseNm)} (${s(v.hazardFactorNm)})` : '아니오' },
    ] })),
    { title: 'Ⅲ. 재해 발생 개요', fields: [
      { label: '발생일시', value: `${formatYmd(a.occurredYmd)} ${s(a.occurredTime)}` }, { label: '발생장소', value: s(a.place) },
      { label: '재해발생형태', value: s(a.accidentTypeNm) }, { label: '기인물 / 가해물', value: `${s(a.causeObjectNm)} / ${s(a.injureObjectNm)}` },
      { label: '작업·공정 상황', value: s(a.processState), full: true }, { label: '재해 발생 경위', value: s(a.summary), full: true },
      { label: '산안법 중대재해', value: yn(a.oshaSeriousYn) }, { label: '중처법 중대산업재해', value: yn(a.sapaSeriousYn) },
    ] },
    { title: 'Ⅳ. 재해 발생 원인', fields: i ? [
      { label: '조사 결과', value: s(i.summary), full: true }, { label: '근본원인', value: s(i.rootCause), full: true },
      ...((i.causes as Row[] | undefined) ?? []).map((c) => ({
        label: s(c.causeKindNm), full: true,
        value: [s(c.causeNm), s(c.description), ...[c.why1, c.why2, c.why3, c.why4, c.why5].filter(Boolean).map((w, k) => `Why ${k + 1}: ${s(w)}`)].filter(Boolean).join(' · '),
      })),
    ] : [{ label: '조사 결과', value: '사고조사 결과가 아직 없습니다.', full: true }] },
    { title: 'Ⅴ. 재발방지 계획', fields: i && ((i.countermeasures as Row[] | undefined) ?? []).length > 0
      ? ((i.countermeasures as Row[]).map((m, k) => ({
        label: `대책 ${k + 1}`, full: true,
        value: `${s(m.content)}${m.assigneeUserNm ? ` — 담당 ${s(m.assigneeUserNm)}` : ''}${m.dueYmd ? `, 기한 ${formatYmd(m.dueYmd)}` : ''}${m.actionNo ? ` (개선조치 ${s(m.actionNo)})` : ''}`,
      })))
      : [{ label: '대책', value: '', full: true }] },
  ];
  return (
    <div data-testid="accident-report">
      <Space className="pd-toolbar" style={{ padding: 12 }}><Button type="primary" data-testid="print-button" onClick={() => window.print()}>{t('toolbar.print')}</Button></Space>
      <PrintDocument title={FORM_TITLE} number={`${FORM_NO_PREFIX}-${accidentNo}`} plant={s(a.plantNm)} sections={sections}
        approval={approvalFromLine(line.data ?? null) ?? undefined} printedBy={printedBy} />
    </div>
  );
}
