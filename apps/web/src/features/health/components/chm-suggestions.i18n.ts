import { registerTranslations } from '@/lib/i18n';

/** i18n of the chemical suggestions shown on the health forms (namespace heaChm) */
export const HEA_CHM_NS = 'heaChm';

registerTranslations(HEA_CHM_NS, {
  ko: {
    title: '화학물질 기반 추천', dept: '부서', pickDept: '부서를 고르면 그 부서 저장소에서 쓰는 규제 화학제품으로 추천합니다.',
    checkup: '특수건강진단 대상 유해인자', measure: '작업환경측정 대상', none: '추천할 물질이 없습니다.',
    basisDept: '부서 소유 저장소 기준', basisPlant: '부서 소유 저장소가 없어 사업장 전체 저장소 기준',
    notInMaster: '유해인자 기준정보에 없는 물질입니다. 유해인자를 먼저 등록하세요.', products: '제품: {{p}} · 저장소: {{s}}', cycle: '주기 {{n}}개월', picked: '{{nm}}을(를) 선택했습니다.',
  },
  en: {
    title: 'Suggested from chemicals', dept: 'Department', pickDept: 'Pick a department to get suggestions from the regulated products used in its storages.',
    checkup: 'Special checkup hazardous factors', measure: 'Work-environment measurement targets', none: 'Nothing to suggest.',
    basisDept: 'From the department\'s storages', basisPlant: 'The department owns no storage: from the plant\'s storages',
    notInMaster: 'Not in the hazardous factor master. Register the factor first.', products: 'Products: {{p}} · storages: {{s}}', cycle: 'every {{n}} months', picked: '{{nm}} picked.',
  },
  zh: {
    title: '基于化学品的推荐', dept: '部门', pickDept: '选择部门后，根据其储存处使用的受管制化学品进行推荐。',
    checkup: '特殊健康检查对象有害因素', measure: '作业环境测定对象', none: '没有可推荐的物质。',
    basisDept: '按部门所属储存处', basisPlant: '部门没有储存处：按工厂全部储存处',
    notInMaster: '有害因素基础信息中没有该物质。请先登记有害因素。', products: '产品：{{p}} · 储存处：{{s}}', cycle: '周期 {{n}} 个月', picked: '已选择 {{nm}}。',
  },
  es: {
    title: 'Sugerencias desde sustancias químicas', dept: 'Departamento', pickDept: 'Elija un departamento para ver sugerencias de los productos regulados usados en sus almacenes.',
    checkup: 'Factores del chequeo especial', measure: 'Objetivos de medición ambiental', none: 'No hay nada que sugerir.',
    basisDept: 'Desde los almacenes del departamento', basisPlant: 'El departamento no tiene almacenes: desde los de la planta',
    notInMaster: 'No está en el maestro de factores peligrosos. Regístrelo primero.', products: 'Productos: {{p}} · almacenes: {{s}}', cycle: 'cada {{n}} meses', picked: '{{nm}} seleccionado.',
  },
});
