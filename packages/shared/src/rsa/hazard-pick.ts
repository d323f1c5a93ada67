// zod-free: the cells a hazard picked from the 유해·위험요인 목록 fills in an assessment row (the web's picker, tested here)

/** a library hazard as `/api/rsa/hazards/options` answers it (the assessment form's picker) */
export type TRsaLibHazard = {
  hazardLibNo: number; hazardClassCd: string; hazardClassNm: string | null; hazardNm: string; situation: string | null;
  disasterTypeCd: string | null; disasterTypeNm: string | null; unitWorkNo: number | null; unitWorkNm: string | null;
  controls: { controlKindCd: string; controlKindNm: string | null; controlText: string }[];
};

/** the standard controls as one cell's text (current controls, a JSA control): joined, within the cell's 500 characters */
export const libControlsText = (h: Pick<TRsaLibHazard, 'controls'>): string | null => {
  const s = h.controls.map((c) => c.controlText.trim()).filter(Boolean).join(' / ');
  return s ? [...s].slice(0, 500).join('') : null;
};

/**
 * The cells a picked library hazard fills in an assessment row (all editable afterwards), keeping the link `hazardLibNo`:
 * 빈도·강도 / 3단계 `hazards` — class, hazard, disaster type and the current controls (the standard controls); JSA
 * `jsaSteps` — the hazard and the control (the standard controls). Other collections take none.
 */
export function rowFromLibHazard(collection: string, h: TRsaLibHazard): Record<string, unknown> {
  if (collection === 'hazards') {
    return { hazardLibNo: h.hazardLibNo, hazardClassCd: h.hazardClassCd, hazardNm: h.hazardNm, disasterTypeCd: h.disasterTypeCd, currentControl: libControlsText(h) };
  }
  if (collection === 'jsaSteps') return { hazardLibNo: h.hazardLibNo, hazardNm: h.hazardNm, measure: libControlsText(h) };
  return {};
}
