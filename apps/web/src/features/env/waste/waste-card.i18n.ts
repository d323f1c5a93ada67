import { registerTranslations } from '@/lib/i18n';

/** texts of the waste landing card (namespace "envWasteCard"): the landing loads only these, not the pages' texts */
export const ENV_WASTE_CARD_NS = 'envWasteCard';

registerTranslations(ENV_WASTE_CARD_NS, {
  ko: { cardTitle: '폐기물 보관기한', cardEmpty: '보관기한이 임박하거나 지난 폐기물이 없습니다.', cardOver: '{{n}}일 초과', cardLeft: '{{n}}일 남음', cardAllbaro: '올바로 불일치 {{n}}건 ({{plant}})', more: '더보기' },
  en: { cardTitle: 'Waste storage limits', cardEmpty: 'No waste near or past its storage limit.', cardOver: '{{n}} days over', cardLeft: '{{n}} days left', cardAllbaro: '{{n}} Allbaro findings ({{plant}})', more: 'More' },
  zh: { cardTitle: '废弃物贮存期限', cardEmpty: '没有临近或超过贮存期限的废弃物。', cardOver: '超过{{n}}天', cardLeft: '剩余{{n}}天', cardAllbaro: 'Allbaro不一致{{n}}件 ({{plant}})', more: '更多' },
  es: { cardTitle: 'Plazos de almacenamiento', cardEmpty: 'Ningún residuo cerca o fuera de su plazo.', cardOver: '{{n}} días de retraso', cardLeft: 'quedan {{n}} días', cardAllbaro: '{{n}} diferencias en Allbaro ({{plant}})', more: 'Más' },
});
