import { ENV_WASTE_CODE_GROUPS as G, ENV_WASTE_RULES, envWasteDisposalWorkflow } from '@jikim/shared';
import type { DbOrTx } from '../../../db/client.js';
import { codeGroup, codeMaster } from '../../../db/schema.js';

type TCode = { code: string; ko: string; en: string; zh: string; es: string; attr1?: string; attr2?: string; attr3?: string };
const c = (code: string, ko: string, en: string, zh: string, es: string, attr1?: string, attr2?: string, attr3?: string): TCode => ({ code, ko, en, zh, es, attr1, attr2, attr3 });
const D = 'DESIGNATED';
const N = 'GENERAL';

/**
 * Waste kinds (ENV_WASTE_KIND): attr1 = storage limit in days, attr2 = 지정 (DESIGNATED) or 일반 (GENERAL), attr3 = basis.
 * 폐기물관리법 시행규칙 별표 5: 지정폐기물 폐산·폐알칼리·폐유·폐유기용제 … 45 days, other 지정폐기물 60 days (DOMAIN.md). The
 * general kinds are kept at 60 days here too (stricter than the rule for 사업장일반폐기물); a site changes attr1.
 */
export const ENV_WASTE_KINDS: TCode[] = [
  c('FLY_ASH', '석탄재(비산재)', 'Coal fly ash', '粉煤灰(飞灰)', 'Cenizas volantes', '60', N, '사업장일반폐기물'),
  c('BOTTOM_ASH', '석탄재(바닥재)', 'Coal bottom ash', '炉底渣', 'Cenizas de fondo', '60', N, '사업장일반폐기물'),
  c('FGD_GYPSUM', '탈황석고', 'FGD gypsum', '脱硫石膏', 'Yeso de desulfuración', '60', N, '사업장일반폐기물'),
  c('SLUDGE', '폐수처리오니', 'Wastewater sludge', '废水处理污泥', 'Lodos de depuradora', '60', N, '사업장일반폐기물'),
  c('WASTE_OIL', '폐유', 'Waste oil', '废油', 'Aceite usado', '45', D, '별표 5: 폐유 45일'),
  c('WASTE_ACID', '폐산', 'Waste acid', '废酸', 'Ácido residual', '45', D, '별표 5: 폐산 45일'),
  c('WASTE_ALKALI', '폐알칼리', 'Waste alkali', '废碱', 'Álcali residual', '45', D, '별표 5: 폐알칼리 45일'),
  c('WASTE_SOLVENT', '폐유기용제', 'Waste organic solvent', '废有机溶剂', 'Disolvente orgánico residual', '45', D, '별표 5: 폐유기용제 45일'),
  c('WASTE_ABSORBENT', '폐흡착제·폐흡수제', 'Waste absorbents', '废吸附剂·吸收剂', 'Absorbentes usados', '60', D, '별표 5: 그 밖의 지정폐기물 60일'),
];

const GROUPS: { cd: string; nm: string; codes: TCode[] }[] = [
  { cd: G.kind, nm: '폐기물 종류', codes: ENV_WASTE_KINDS },
  {
    cd: G.treat, nm: '폐기물 처리방법',
    codes: [
      c('RECYCLE', '재활용', 'Recycling', '再利用', 'Reciclaje', 'Y'), c('INCINERATE', '소각', 'Incineration', '焚烧', 'Incineración', 'N'),
      c('LANDFILL', '매립', 'Landfill', '填埋', 'Vertedero', 'N'), c('PHYSCHEM', '물리화학적 처리', 'Physico-chemical treatment', '物理化学处理', 'Tratamiento fisicoquímico', 'N'),
    ],
  },
  { cd: G.unit, nm: '폐기물 단위', codes: [c('TON', '톤', 't', '吨', 't'), c('KG', 'kg', 'kg', 'kg', 'kg')] },
  { cd: G.lotStatus, nm: '폐기물 보관 상태', codes: [c('STORED', '보관중', 'Stored', '贮存中', 'Almacenado'), c('HANDED', '인계됨', 'Handed over', '已移交', 'Entregado')] },
  { cd: G.disposalStatus, nm: '폐기물 처리 상태', codes: envWasteDisposalWorkflow.statuses.map((s) => c(s.code, s.label.ko, s.label.en, s.label.zh, s.label.es)) },
  {
    cd: G.rule, nm: '폐기물·올바로 기준',
    codes: [
      c(ENV_WASTE_RULES.receiptDays.code, '인수확인 기한(일)', 'Receipt confirmation (days)', '接收确认期限(天)', 'Confirmación de recepción (días)', String(ENV_WASTE_RULES.receiptDays.value), undefined, '올바로: 인수자는 2일 이내 확인'),
      c(ENV_WASTE_RULES.correctionDays.code, '정정 기한(일)', 'Correction (days)', '更正期限(天)', 'Corrección (días)', String(ENV_WASTE_RULES.correctionDays.value), undefined, '올바로: 불일치는 3일 이내 정정'),
      c(ENV_WASTE_RULES.warnDays.code, '보관기한 임박 알림(일 전)', 'Storage warning (days before)', '贮存期限提醒(提前天数)', 'Aviso de plazo (días antes)', String(ENV_WASTE_RULES.warnDays.value), undefined, '사업장 기준'),
      c(ENV_WASTE_RULES.qtyTolerancePct.code, '수량 허용오차(%)', 'Quantity tolerance (%)', '数量允许误差(%)', 'Tolerancia de cantidad (%)', String(ENV_WASTE_RULES.qtyTolerancePct.value), undefined, '사업장 기준'),
    ],
  },
  {
    cd: G.issue, nm: '올바로 대사 불일치 구분',
    codes: [
      c('MISSING_ALLBARO', '올바로 미입력', 'Not in Allbaro', 'Allbaro未录入', 'No está en Allbaro'),
      c('MISSING_PLANT', '사업장 기록 없음', 'Not in the plant records', '工厂无记录', 'No está en la planta'),
      c('QTY', '수량 불일치', 'Quantity mismatch', '数量不一致', 'Cantidad distinta'),
      c('KIND', '종류 불일치', 'Kind mismatch', '种类不一致', 'Tipo distinto'),
      c('LATE_RECEIPT', '인수확인 지연', 'Late receipt confirmation', '接收确认延迟', 'Recepción tardía'),
      c('LATE_CORRECTION', '정정 지연', 'Late correction', '更正延迟', 'Corrección tardía'),
    ],
  },
];

export async function seedEnvWasteBase(tx: DbOrTx): Promise<void> {
  await tx.insert(codeGroup).values(GROUPS.map((g) => ({ codeGroupCd: g.cd, codeGroupNm: g.nm, systemYn: 'N' }))).onConflictDoNothing();
  for (const g of GROUPS) {
    await tx.insert(codeMaster).values(g.codes.map((x, i) => ({
      codeGroupCd: g.cd, code: x.code, codeNm: x.ko, codeNmI18n: { en: x.en, zh: x.zh, es: x.es }, sortOrder: i + 1,
      attr1: x.attr1 ?? null, attr2: x.attr2 ?? null, attr3: x.attr3 ?? null,
    }))).onConflictDoNothing();
  }
}
