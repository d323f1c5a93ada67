/** label rows [key, ko, en, zh, es] → a definition's four-language bundle */
export type TLabelRow = readonly [key: string, ko: string, en: string, zh: string, es: string];

export function i18nOf(...groups: readonly TLabelRow[][]): Record<'ko' | 'en' | 'zh' | 'es', Record<string, string>> {
  const out = { ko: {} as Record<string, string>, en: {} as Record<string, string>, zh: {} as Record<string, string>, es: {} as Record<string, string> };
  for (const rows of groups) {
    for (const [k, ko, en, zh, es] of rows) {
      out.ko[k] = ko;
      out.en[k] = en;
      out.zh[k] = zh;
      out.es[k] = es;
    }
  }
  return out;
}

/** labels every register shares (plant, tag, the dates of the due list, who wrote it) */
export const COMMON_LABELS: TLabelRow[] = [
  ['plantCd', '사업장', 'Plant', '工厂', 'Planta'],
  ['plantNm', '사업장', 'Plant', '工厂', 'Planta'],
  ['tagNo', '태그번호', 'Tag no.', '位号', 'N.º de tag'],
  ['processNm', '공정', 'Process', '工艺', 'Proceso'],
  ['remark', '비고', 'Remarks', '备注', 'Observaciones'],
  ['cycleMonths', '주기(개월)', 'Cycle (months)', '周期(月)', 'Ciclo (meses)'],
  ['nextDueYmd', '차기 도래일', 'Next due', '下次到期日', 'Próximo vencimiento'],
  ['createUserNm', '작성자', 'Author', '作成者', 'Autor'],
  ['useYn', '사용', 'In use', '使用', 'En uso'],
];
