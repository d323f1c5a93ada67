import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { RSA_API } from '@jikim/shared/src/rsa/rsa.codes';
import { PRINT_NS, PrintDocument, type PrintSection } from '@/components/print';
import { PrintDesk, PrintSession } from '@/app/print-session';
import { http } from '@/lib/http';
import { useT } from '@/lib/i18n';

/** the 대장 is a Korean register (its title and columns are Korean whatever the interface language), so is its number */
const BOOK_NO_PREFIX = '작업위험성';

type BookRow = {
  kind: 'HAZARD' | 'CHECK' | 'JSA' | 'HAZOP' | 'CHARM' | 'ONE_POINT'; assessNo: number; processNm: string | null; unitWorkNm: string; planTitle: string; planToYmd: string; methodCd: string;
  hazardClassNm: string | null; hazardNm: string; disasterTypeNm: string | null; currentControl: string | null; likelihood: number | null; severity: number | null;
  riskScore: number | null; gradeLabel: string | null; levelCd: string | null; resultCd: string | null; measure: string | null; ownerUserNm: string | null; dueYmd: string | null;
};
type Book = { plantNm: string | null; deptNm: string | null; list: BookRow[] };

const LEVEL: Record<string, string> = { HIGH: '상', MEDIUM: '중', LOW: '하' };
const RESULT: Record<string, string> = { OK: '적정', IMPROVE: '보완', NA: '해당없음' };

/** the 위험성 column of a row: score and grade (빈도·강도), 상/중/하 (3단계) or the checklist result */
const riskText = (r: BookRow) => (r.gradeLabel ? `${r.riskScore ?? ''} ${r.gradeLabel}` : r.levelCd ? LEVEL[r.levelCd] ?? r.levelCd : r.resultCd ? RESULT[r.resultCd] ?? r.resultCd : '');

/** one section per unit work: its hazards (or checklist items) with the rating, the measure and who does it by when */
export function bookSections(rows: BookRow[]): PrintSection[] {
  const byUnit = new Map<number, BookRow[]>();
  for (const r of rows) byUnit.set(r.assessNo, [...(byUnit.get(r.assessNo) ?? []), r]);
  return [...byUnit.values()].map((us) => {
    const u = us[0]!;
    return {
      title: `${u.processNm ? `${u.processNm} › ` : ''}${u.unitWorkNm} (${u.planTitle}, ${u.planToYmd})`,
      fields: [],
      table: {
        numbered: true,
        columns: ['분류', '유해·위험요인 / 점검항목', '재해형태', '현재 안전조치', '가능성', '중대성', '위험성', '감소대책', '담당자', '조치기한'].map((label) => ({ label })),
        rows: us.map((r) => [r.hazardClassNm ?? '', r.hazardNm, r.disasterTypeNm ?? '', r.currentControl ?? '', r.likelihood == null ? '' : String(r.likelihood),
          r.severity == null ? '' : String(r.severity), riskText(r), r.measure ?? '', r.ownerUserNm ?? '', r.dueYmd ?? '']),
      },
    };
  });
}

/**
 * /print/rsaBook/<plantCd>/<deptCd>: 작업위험성 대장 of a department on A4 — every current assessment of its unit
 * works with the 결재란 (담당 · 검토 · 승인), for the notice board and TBM sharing. Outside the app frame like every print.
 */
export default function RsaBookPrintRoute() {
  return <PrintSession>{(printedBy) => <BookPage printedBy={printedBy} />}</PrintSession>;
}

function BookPage({ printedBy }: { printedBy: string }) {
  const { plantCd = '', deptCd = '' } = useParams();
  const { t } = useT(PRINT_NS);
  const q = useQuery({ queryKey: ['rsaBook', plantCd, deptCd], queryFn: () => http.get<Book>(RSA_API.book, { plantCd, deptCd }, { skipErrorHandler: true }) });
  const [printedAt] = useState(() => new Date());
  const title = `작업위험성 대장 — ${q.data?.deptNm ?? deptCd}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <PrintDesk ready={!!q.data} error={q.isError ? t('error.failed') : null}>
      {() => (
        <PrintDocument title={title} number={`${BOOK_NO_PREFIX}-${deptCd}`} plant={q.data!.plantNm} printedBy={printedBy} printedAt={printedAt}
          sections={bookSections(q.data!.list)} />
      )}
    </PrintDesk>
  );
}
