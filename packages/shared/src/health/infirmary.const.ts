// Values the web pages need; no zod here, so a page that needs only these does not load it (issue 13, web delivery).
export const HEA_INFIRMARY_MENU = {
  visit: 'HEA_INFIRMARY_VISIT',
  drug: 'HEA_DRUG',
  stat: 'HEA_INFIRMARY_STAT',
} as const;

export const HEA_INFIRMARY_CODE_GROUP = {
  complaint: 'HEA_COMPLAINT',
  drugClass: 'HEA_DRUG_CLASS',
} as const;

/** 주호소 분류 (code group HEA_COMPLAINT) */
export const HEA_COMPLAINTS = [
  { code: 'HCP01', codeNm: '두통·발열', en: 'Headache / fever', zh: '头痛·发热', es: 'Cefalea / fiebre' },
  { code: 'HCP02', codeNm: '감기·호흡기', en: 'Cold / respiratory', zh: '感冒·呼吸道', es: 'Resfriado / respiratorio' },
  { code: 'HCP03', codeNm: '소화기', en: 'Digestive', zh: '消化系统', es: 'Digestivo' },
  { code: 'HCP04', codeNm: '근골격계 통증', en: 'Musculoskeletal pain', zh: '肌肉骨骼疼痛', es: 'Dolor musculoesquelético' },
  { code: 'HCP05', codeNm: '외상(찰과상·베임)', en: 'Injury (abrasion, cut)', zh: '外伤(擦伤·割伤)', es: 'Lesión (abrasión, corte)' },
  { code: 'HCP06', codeNm: '화상', en: 'Burn', zh: '烧伤', es: 'Quemadura' },
  { code: 'HCP07', codeNm: '안과', en: 'Eye', zh: '眼科', es: 'Ocular' },
  { code: 'HCP08', codeNm: '피부', en: 'Skin', zh: '皮肤', es: 'Piel' },
  { code: 'HCP09', codeNm: '혈압·혈당 측정 및 상담', en: 'BP / glucose check and advice', zh: '血压·血糖测量及咨询', es: 'Control de tensión / glucosa' },
  { code: 'HCP99', codeNm: '기타', en: 'Other', zh: '其他', es: 'Otros' },
] as const;

/** 의약품 분류 (code group HEA_DRUG_CLASS) */
export const HEA_DRUG_CLASSES = [
  { code: 'HDC01', codeNm: '해열진통제', en: 'Analgesic / antipyretic', zh: '解热镇痛药', es: 'Analgésico / antipirético' },
  { code: 'HDC02', codeNm: '감기약', en: 'Cold medicine', zh: '感冒药', es: 'Antigripal' },
  { code: 'HDC03', codeNm: '소화제·위장약', en: 'Digestive', zh: '消化药·胃肠药', es: 'Digestivo' },
  { code: 'HDC04', codeNm: '외용제(연고·파스)', en: 'Topical (ointment, patch)', zh: '外用药(软膏·贴剂)', es: 'Tópico (pomada, parche)' },
  { code: 'HDC05', codeNm: '소독·위생재료', en: 'Disinfectant / dressing', zh: '消毒·卫生材料', es: 'Desinfectante / apósito' },
  { code: 'HDC06', codeNm: '안약', en: 'Eye drops', zh: '眼药', es: 'Colirio' },
  { code: 'HDC99', codeNm: '기타', en: 'Other', zh: '其他', es: 'Otros' },
] as const;

/** stock movement types: IN adds, the others take away */
export const HEA_DRUG_MOVE_TYPES = ['IN', 'OUT', 'USE', 'DISPOSE'] as const;
export type THeaDrugMoveType = (typeof HEA_DRUG_MOVE_TYPES)[number];
/** manual movements; USE is posted only by a visit's prescription (keeps usage statistics = prescriptions) */
export const HEA_DRUG_MANUAL_MOVE_TYPES = ['IN', 'OUT', 'DISPOSE'] as const;
export const drugMoveSign = (t: THeaDrugMoveType) => (t === 'IN' ? 1 : -1);

export const HEA_INFIRMARY_MESSAGES = {
  stockShort: '재고가 부족합니다. 현재 재고보다 많은 수량을 처방하거나 출고할 수 없습니다.',
  drugNotUsable: '사용할 수 없는 의약품입니다. (다른 사업장 또는 사용 중지)',
  workerRequired: '이용자를 선택하거나 협력업체 근로자 성명을 입력하세요.',
  workerNotInPlant: '해당 사업장의 사용자가 아닙니다.',
  drugDuplicate: '같은 사업장에 같은 이름의 의약품이 이미 있습니다.',
  drugHasMoves: '입출고 이력이 있는 의약품은 삭제할 수 없습니다. 사용여부를 N으로 바꾸세요.',
  rxDuplicate: '같은 의약품을 두 번 처방할 수 없습니다. 수량을 합쳐 입력하세요.',
  bpPair: '수축기와 이완기 혈압을 함께 입력하세요.',
} as const;

/** YYYY-MM-DD that is a real calendar date: zYmd itself checks the calendar (kept as a name for existing imports) */
