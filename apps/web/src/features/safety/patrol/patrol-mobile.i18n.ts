import { registerTranslations } from '@/lib/i18n';

/** texts of the phone page for a patrol finding (/mobile/patrol); Korean is the source text */
export const SAF_PATROL_MOBILE_NS = 'safPatrolMobile';

registerTranslations(SAF_PATROL_MOBILE_NS, {
  ko: {
    plan: '순회점검 계획 (선택)', planPh: '오늘 도래한 계획', noPlan: '도래한 계획이 없습니다.', planDue: '예정일 {{ymd}}', intro: '순회점검 중 발견한 위험을 사진과 함께 바로 등록합니다.', date: '점검일', type: '점검 구분', patrol: '순회점검', joint: '합동점검(협력업체)',
    place: '장소', placePh: '예: 보일러동 3층 북측 계단', category: '분류', content: '지적 내용', contentPh: '무엇이 위험한지 적어 주세요.',
    fixed: '현장 즉시 조치함', vendor: '협력업체 (답변할 업체)', due: '조치기한', photos: '사진', submit: '지적사항 등록', sending: '등록 중…',
    required: '장소, 분류, 지적 내용을 입력하세요.', vendorRequired: '합동점검은 답변할 협력업체를 고르세요.', failed: '등록하지 못했습니다.',
    done: '지적사항을 등록했습니다.', findingNo: '지적번호 {{n}}', open: '지적사항 보기', another: '추가 등록', noPlant: '사업장과 부서가 지정된 사용자만 등록할 수 있습니다.',
  },
  en: {
    plan: 'Patrol plan (optional)', planPh: 'A plan due today', noPlan: 'No plan is due.', planDue: 'due {{ymd}}', intro: 'Record a hazard found on the patrol, with photos, on the spot.', date: 'Date', type: 'Kind', patrol: 'Patrol', joint: 'Joint patrol (contractor)',
    place: 'Place', placePh: 'e.g. boiler house, 3F north stairs', category: 'Category', content: 'Finding', contentPh: 'What is unsafe?',
    fixed: 'Fixed on the spot', vendor: 'Contractor (to answer)', due: 'Due date', photos: 'Photos', submit: 'Record finding', sending: 'Saving…',
    required: 'Enter the place, the category and the finding.', vendorRequired: 'A joint patrol finding needs the contractor who answers it.', failed: 'The finding was not saved.',
    done: 'Finding recorded.', findingNo: 'Finding no. {{n}}', open: 'Open the finding', another: 'Record another', noPlant: 'Only users with a plant and a department can record findings.',
  },
  zh: {
    plan: '巡检计划（可选）', planPh: '今天到期的计划', noPlan: '没有到期的计划。', planDue: '预定日 {{ymd}}', intro: '将巡检中发现的危险连同照片当场登记。', date: '检查日期', type: '检查类型', patrol: '巡检', joint: '联合检查(协力企业)',
    place: '地点', placePh: '例：锅炉房3楼北侧楼梯', category: '分类', content: '指出内容', contentPh: '请写明危险之处。',
    fixed: '已当场整改', vendor: '协力企业(负责答复)', due: '整改期限', photos: '照片', submit: '登记指出事项', sending: '登记中…',
    required: '请输入地点、分类和指出内容。', vendorRequired: '联合检查请选择负责答复的协力企业。', failed: '未能登记。',
    done: '已登记指出事项。', findingNo: '指出编号 {{n}}', open: '查看指出事项', another: '继续登记', noPlant: '只有指定了工厂和部门的用户才能登记。',
  },
  es: {
    plan: 'Plan de ronda (opcional)', planPh: 'Un plan previsto hoy', noPlan: 'No hay planes previstos.', planDue: 'previsto {{ymd}}', intro: 'Registre en el momento un peligro hallado en la ronda, con fotos.', date: 'Fecha', type: 'Tipo', patrol: 'Ronda', joint: 'Ronda conjunta (contratista)',
    place: 'Lugar', placePh: 'p. ej. calderas, 3.ª planta, escalera norte', category: 'Categoría', content: 'Hallazgo', contentPh: '¿Qué es inseguro?',
    fixed: 'Corregido en el acto', vendor: 'Contratista (responde)', due: 'Fecha límite', photos: 'Fotos', submit: 'Registrar hallazgo', sending: 'Guardando…',
    required: 'Indique el lugar, la categoría y el hallazgo.', vendorRequired: 'Una ronda conjunta necesita el contratista que responde.', failed: 'No se guardó el hallazgo.',
    done: 'Hallazgo registrado.', findingNo: 'Hallazgo n.º {{n}}', open: 'Ver el hallazgo', another: 'Registrar otro', noPlant: 'Solo usuarios con planta y departamento pueden registrar.',
  },
});
