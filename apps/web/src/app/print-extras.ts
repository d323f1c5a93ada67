import type { TResourceRow } from '@jikim/shared';
import type { PrintSection } from '@/components/print';
import type { Lang } from '@/lib/i18n';

/**
 * Extra sections of a definition's printed record, by definition name, loaded lazily with the print view: what the form
 * fields do not hold (a session's attendees with their signatures). Modules add their line here.
 */
export type PrintExtra = { default: (row: TResourceRow, lang: Lang) => Promise<PrintSection[]> };
export const printExtras: Record<string, () => Promise<PrintExtra>> = {};

// education (issue 20): 교육실시 prints its sign-in sheet (참석자 명단 with the signatures)
printExtras.eduSession = () => import('@/features/education/components/sign-sheet');
// 변경관리 (issue 16 §6): the MOC request lists its changed documents (files of the change)
printExtras.safMoc = () => import('@/features/safety/moc/moc-print');
// 작업허가서 (issue 34): the LOTO points and the gas readings after the form, workers and safety measures
printExtras.safWkodPermit = () => import('@/features/work-permits/permit-print');
