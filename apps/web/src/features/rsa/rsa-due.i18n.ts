import { registerTranslations } from '@/lib/i18n';

/** texts of the 정기 위험성평가 due tab (namespace "rsaDue", loaded with the tab); Korean is the source text */
export const RSA_DUE_NS = 'rsaDue';

registerTranslations(RSA_DUE_NS, {
  ko: {
    help: '부서별 마지막 정기·최초 위험성평가(평가완료 이후)와 다음 기한(완료일 + 1년)입니다. 상시 위험성평가를 하는 부서는 정기 평가를 갈음합니다 (사업장 위험성평가에 관한 지침 제15조).',
    status: '상태', dept: '부서', lastPlan: '최근 정기·최초 평가', completed: '완료일', due: '다음 기한', daysLeft: '남은 일수',
    OVERDUE: '기한 경과', DUE_SOON: '기한 도래', NEVER: '평가 이력 없음', OK: '정상', EXEMPT_CONTINUOUS: '상시 평가 (정기 갈음)',
    daysOver: '{{n}}일 경과', daysIn: '{{n}}일 남음', newPlan: '정기 평가 계획', planTitle: '{{year}}년 정기 위험성평가 ({{dept}})', none: '위험성평가를 한 부서가 없습니다.',
  },
  en: {
    help: 'Per department, the last regular or initial risk assessment (assessed or later) and the next due date (completion + 1 year). A department doing continuous assessment may skip the regular one (MOEL guideline, art. 15).',
    status: 'Status', dept: 'Department', lastPlan: 'Last regular / initial assessment', completed: 'Completed', due: 'Next due', daysLeft: 'Days left',
    OVERDUE: 'Overdue', DUE_SOON: 'Due soon', NEVER: 'Never assessed', OK: 'OK', EXEMPT_CONTINUOUS: 'Continuous (replaces regular)',
    daysOver: '{{n}} days overdue', daysIn: '{{n}} days left', newPlan: 'Plan regular assessment', planTitle: '{{year}} regular risk assessment ({{dept}})', none: 'No department has used risk assessment yet.',
  },
  zh: {
    help: '各部门最近一次定期·首次风险评估（评估完成以后）及下次期限（完成日 + 1年）。实施常时风险评估的部门可代替定期评估（《工作场所风险评估指南》第15条）。',
    status: '状态', dept: '部门', lastPlan: '最近定期·首次评估', completed: '完成日', due: '下次期限', daysLeft: '剩余天数',
    OVERDUE: '已逾期', DUE_SOON: '即将到期', NEVER: '无评估记录', OK: '正常', EXEMPT_CONTINUOUS: '常时评估（代替定期）',
    daysOver: '逾期 {{n}} 天', daysIn: '剩余 {{n}} 天', newPlan: '制定定期评估计划', planTitle: '{{year}}年 定期风险评估（{{dept}}）', none: '还没有部门进行风险评估。',
  },
  es: {
    help: 'Por departamento, la última evaluación de riesgos periódica o inicial (evaluada o después) y el próximo vencimiento (fecha de finalización + 1 año). Un departamento con evaluación continua puede omitir la periódica (guía del MOEL, art. 15).',
    status: 'Estado', dept: 'Departamento', lastPlan: 'Última evaluación periódica / inicial', completed: 'Finalizada', due: 'Próximo vencimiento', daysLeft: 'Días restantes',
    OVERDUE: 'Vencida', DUE_SOON: 'Por vencer', NEVER: 'Nunca evaluado', OK: 'Al día', EXEMPT_CONTINUOUS: 'Continua (sustituye la periódica)',
    daysOver: '{{n}} días vencida', daysIn: 'Quedan {{n}} días', newPlan: 'Planificar evaluación periódica', planTitle: 'Evaluación de riesgos periódica {{year}} ({{dept}})', none: 'Ningún departamento ha usado la evaluación de riesgos.',
  },
});
