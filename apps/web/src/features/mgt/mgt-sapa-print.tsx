import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { halfRange, MGT_APPR_TYPES, MGT_HALVES, type TMgtEvidenceKind, type TMgtHalf } from '@jikim/shared/src/mgt/mgt.const';
import { approvalFromLine, fetchApprovalLine, formatYmd, PRINT_NS, PrintDocument, type PrintSection } from '@/components/print';
import { plantDateTime } from '@/components/grid/plant-time';
import { PrintDesk, PrintSession } from '@/app/print-session';
import { i18n, useT, type Lang } from '@/lib/i18n';
import { MGT_NS } from './mgt.i18n';
import './mgt-sapa-print.css';
import {
  binderRows, dutyDef, kindName, ruleText, sapaApi, statusCounts, statusName, useEvidenceStatusNames, type TBinderFull, type TSapaReview,
} from './mgt-sapa-api';

const LANGS: Lang[] = ['ko', 'en', 'zh', 'es'];

type TFixed = (k: string, o?: Record<string, unknown>) => string;

/** the printable height of an A4 page in CSS px: 297 mm less the @page margins (14 mm top, 16 mm bottom), 96 px per inch */
export const A4_CONTENT_PX = ((297 - 14 - 16) / 25.4) * 96;

/**
 * The page each chapter starts on, from the laid-out sheet (a chapter starts a new page, `pd-page-break`): the content
 * before a chapter fills whole pages from the previous start. The layout on screen has the printed width (186 mm of
 * content), so the count matches the PDF unless a row kept whole (`break-inside: avoid`) spills over a page end.
 */
export function chapterPages(starts: { id: string; top: number }[], contentTop: number, pageH = A4_CONTENT_PX): Record<string, number> {
  const out: Record<string, number> = {};
  let page = 1;
  let from = contentTop;
  for (const s of [...starts].sort((a, b) => a.top - b.top)) {
    page += Math.max(1, Math.ceil((s.top - from - 0.5) / pageH));
    from = s.top;
    out[s.id] = page;
  }
  return out;
}

/**
 * The binder as A4 chapters: the cover (plant, half, whether signed and when, the summary, the review), the table of
 * contents (a link to each chapter), then each duty of 제4조 and the 제5조 check on a page of its own with its status,
 * the rule of each evidence kind and the records behind every count.
 */
export function binderSections(
  full: TBinderFull, review: TSapaReview | null, names: Map<string, Map<string, string>>, lang: Lang, pages: Record<string, number> = {},
): PrintSection[] {
  const t = i18n.getFixedT(lang, MGT_NS) as TFixed;
  const b = full.binder;
  const { fromYmd, toYmd } = halfRange(b.year, b.half);
  const c = statusCounts(b);
  const rows = binderRows(b);
  const heading = (dutyNo: number) => (dutyNo ? t('sapa.dutyNo', { no: dutyNo }) : t('sapa.lawCheck'));
  const cover: PrintSection = {
    title: t('sapa.cover'),
    fields: [
      { label: t('sapa.period'), value: `${t('sapa.halfOf', { year: b.year, half: t(`sapa.${b.half}`) })} (${formatYmd(fromYmd, lang)} ~ ${formatYmd(toYmd, lang)})`, full: true },
      { label: t('sapa.state'), value: b.signedYn === 'Y' ? t('sapa.stateSigned') : t('sapa.stateLive') },
      ...(b.signedYn === 'Y' && b.frozenDt ? [{ label: t('sapa.signedAt'), value: plantDateTime(b.frozenDt) }] : []),
      { label: t('sapa.overview'), value: t('sapa.summary', { done: c.DONE, partial: c.PARTIAL, notDone: c.NOT_DONE }), full: true },
      ...(review?.reviewComment ? [{ label: t('sapa.reviewComment'), value: review.reviewComment, full: true }] : []),
    ],
  };
  const toc: PrintSection = {
    title: t('sapa.toc'), id: 'toc', pageBreak: true, fields: [],
    table: {
      numbered: true,
      columns: [
        { label: t('sapa.page'), width: '14%' }, { label: t('sapa.duty') }, { label: t('sapa.article'), width: '20%' }, { label: t('sapa.col.status'), width: '12%' },
        { label: t('sapa.pageNo'), width: '8%' },
      ],
      rows: rows.map((r) => {
        const d = dutyDef(r.dutyNo);
        const no = pages[`duty-${r.dutyNo}`];
        return [<a key="a" href={`#duty-${r.dutyNo}`}>{heading(r.dutyNo)}</a>, d[lang], d.article, t(`sapa.status.${r.statusCd}`), no ? String(no) : ''];
      }),
    },
  };
  const chapters = rows.flatMap((r): PrintSection[] => {
    const d = dutyDef(r.dutyNo);
    const head: PrintSection = {
      id: `duty-${r.dutyNo}`, pageBreak: true, title: t('sapa.dutyHead', { no: heading(r.dutyNo), title: d[lang] }),
      fields: [
        { label: t('sapa.article'), value: d.article },
        { label: t('sapa.col.status'), value: t(`sapa.status.${r.statusCd}`) },
        { label: t('sapa.rule'), value: r.evidence.map((e) => `${ruleText(d, e.kindCd, lang, t)} (${t('sapa.actual', { n: e.count })})`).join('\n'), full: true },
      ],
    };
    const lists = r.evidence.map((e): PrintSection => {
      const kindCd = e.kindCd as TMgtEvidenceKind;
      const list = full.rows[kindCd] ?? [];
      const title = t('sapa.evidenceOf', { kind: kindName(kindCd, lang), n: e.count });
      if (!list.length) return { title, fields: [{ label: t('sapa.evidence'), value: t('sapa.noEvidence') }] };
      return {
        title, fields: [],
        table: {
          numbered: true,
          columns: [{ label: t('sapa.col.no'), width: '12%' }, { label: t('sapa.col.title') }, { label: t('sapa.col.ymd'), width: '16%' }, { label: t('sapa.col.status'), width: '14%' }],
          rows: list.map((x) => [x.key, x.title, formatYmd(x.ymd, lang), statusName(kindCd, x.statusNm, names)]),
        },
      };
    });
    return [head, ...lists];
  });
  return [cover, toc, ...chapters];
}

/**
 * /print/mgtSapa/<plantCd>/<year>/<H1|H2>[?lang=]: the 중대재해처벌법 이행점검 서류철 of a plant's half on A4 (issue 29
 * item 8), outside the app frame like every print: `GET /api/mgt/sapa/full` (the frozen snapshot once signed), the 결재란
 * of the half's review (its MGT_SAPA line; blank boxes before a request).
 */
export default function SapaPrintRoute() {
  return <PrintSession>{(printedBy) => <BinderPrint printedBy={printedBy} />}</PrintSession>;
}

function BinderPrint({ printedBy }: { printedBy: string }) {
  const { plantCd = '', year = '', half = '' } = useParams();
  const [search] = useSearchParams();
  const { t } = useT(PRINT_NS);
  const qLang = search.get('lang') as Lang | null;
  const lang: Lang = qLang && LANGS.includes(qLang) ? qLang : 'ko';
  const valid = /^\d{4}$/.test(year) && (MGT_HALVES as readonly string[]).includes(half);
  const query = { plantCd, year: Number(year), half: half as TMgtHalf };
  const full = useQuery({ queryKey: ['sapaPrint', plantCd, year, half, lang], enabled: valid, queryFn: () => sapaApi.full(query, lang) });
  const reviewNo = full.data?.binder.reviewNo ?? null;
  const review = useQuery({ queryKey: ['sapaPrint', 'review', reviewNo], enabled: !!reviewNo, queryFn: () => sapaApi.review(reviewNo!).catch(() => null) });
  const line = useQuery({
    queryKey: ['sapaPrint', 'line', reviewNo], enabled: !!reviewNo,
    // a reader without the approval inbox still prints the binder, with blank boxes
    queryFn: () => fetchApprovalLine(MGT_APPR_TYPES.sapa, String(reviewNo)).catch(() => null),
  });
  const names = useEvidenceStatusNames();
  const [printedAt] = useState(() => new Date());
  const title = i18n.getFixedT(lang, MGT_NS)('sapa.printTitle');
  const ready = !!full.data && (!reviewNo || (review.isFetched && line.isFetched));
  useEffect(() => {
    document.title = `${title} ${plantCd} ${year} ${half}`;
  }, [title, plantCd, year, half]);
  const failed = !valid || full.isError;
  return (
    <PrintDesk ready={ready} error={failed ? t('error.failed') : null}>
      {() => (
        <PagedBinder render={(pages) => (
          <PrintDocument title={title} number={`${plantCd}-${year}-${half}`} plant={full.data!.plantNm ?? plantCd} lang={lang}
            printedBy={printedBy} printedAt={printedAt} approval={approvalFromLine(line.data, lang) ?? undefined}
            sections={binderSections(full.data!, review.data ?? null, names, lang, pages)} />
        )} />
      )}
    </PrintDesk>
  );
}

/**
 * The binder laid out once, measured, and drawn again with the page of each chapter in its table of contents (the page
 * numbers at the foot of every page come from the print CSS). A sheet narrower than A4 (a phone) is not measured.
 */
function PagedBinder({ render }: { render: (pages: Record<string, number>) => ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState<Record<string, number> | null>(null);
  useLayoutEffect(() => {
    if (pages || !ref.current) return;
    const sheet = ref.current.querySelector<HTMLElement>('.pd-sheet');
    if (!sheet || sheet.getBoundingClientRect().width < 790) {
      setPages({});
      return;
    }
    const box = sheet.getBoundingClientRect();
    const contentTop = box.top + parseFloat(getComputedStyle(sheet).paddingTop || '0');
    const starts = [...sheet.querySelectorAll<HTMLElement>('.pd-page-break')].map((el) => ({ id: el.id || '', top: el.getBoundingClientRect().top }));
    setPages(chapterPages(starts, contentTop));
  }, [pages]);
  return <div ref={ref} data-testid="sapa-print-pages" data-pages-ready={pages ? 'Y' : 'N'}>{render(pages ?? {})}</div>;
}
