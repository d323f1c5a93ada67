import { registerTranslations } from '@/lib/i18n';

/** texts of the phone page for a behaviour observation (/mobile/observation); Korean is the source text */
export const SAF_OBS_MOBILE_NS = 'safObservationMobile';

registerTranslations(SAF_OBS_MOBILE_NS, {
  ko: {
    intro: '작업을 몇 분간 지켜보고 분류마다 안전·불안전 행동을 셉니다.', date: '관찰일', time: '시각', area: '구역', task: '작업내용', taskPh: '예: 미분기 라이너 교체',
    people: '관찰 인원', tally: '분류별 행동', safe: '안전', risk: '불안전', more: '{{what}} 더하기', less: '{{what}} 빼기',
    riskNote: '불안전 내용', riskNotePh: '무엇이 불안전했는지', feedback: '현장에서 피드백함', anonymous: '익명으로 기록 (관리자 외에는 관찰자 이름이 보이지 않습니다)',
    comment: '의견', photos: '사진', submit: '관찰 기록', sending: '기록 중…', required: '구역과 작업내용을 입력하세요.', noBehaviour: '안전 또는 불안전 행동을 한 건 이상 세어 주세요.',
    failed: '기록하지 못했습니다.', done: '행동관찰을 기록했습니다.', obsNo: '관찰번호 {{n}} · 안전 {{safe}} · 불안전 {{risk}}', open: '관찰 기록 보기', another: '새 관찰',
    noPlant: '사업장과 부서가 지정된 사용자만 기록할 수 있습니다.', totals: '안전 {{safe}} · 불안전 {{risk}} · 안전 비율 {{ratio}}',
  },
  en: {
    intro: 'Watch the work for a few minutes and count safe and at-risk behaviours per category.', date: 'Date', time: 'Time', area: 'Area', task: 'Task', taskPh: 'e.g. pulveriser liner replacement',
    people: 'People observed', tally: 'Behaviours by category', safe: 'Safe', risk: 'At risk', more: 'Add {{what}}', less: 'Remove {{what}}',
    riskNote: 'What was at risk', riskNotePh: 'What was unsafe', feedback: 'Feedback given on the spot', anonymous: 'Record anonymously (only administrators see the observer)',
    comment: 'Comment', photos: 'Photos', submit: 'Record observation', sending: 'Saving…', required: 'Enter the area and the task.', noBehaviour: 'Count at least one safe or at-risk behaviour.',
    failed: 'The observation was not saved.', done: 'Observation recorded.', obsNo: 'No. {{n}} · safe {{safe}} · at risk {{risk}}', open: 'Open the observation', another: 'New observation',
    noPlant: 'Only users with a plant and a department can record observations.', totals: 'Safe {{safe}} · at risk {{risk}} · safe ratio {{ratio}}',
  },
  zh: {
    intro: '观察作业几分钟，按分类统计安全与不安全行为。', date: '观察日期', time: '时间', area: '区域', task: '作业内容', taskPh: '例：磨煤机衬板更换',
    people: '观察人数', tally: '分类行为', safe: '安全', risk: '不安全', more: '增加{{what}}', less: '减少{{what}}',
    riskNote: '不安全内容', riskNotePh: '哪里不安全', feedback: '已现场反馈', anonymous: '匿名记录（仅管理员可见观察人）',
    comment: '意见', photos: '照片', submit: '记录观察', sending: '记录中…', required: '请输入区域和作业内容。', noBehaviour: '请至少统计一项安全或不安全行为。',
    failed: '未能记录。', done: '已记录行为观察。', obsNo: '编号 {{n}} · 安全 {{safe}} · 不安全 {{risk}}', open: '查看观察记录', another: '新观察',
    noPlant: '只有指定了工厂和部门的用户才能记录。', totals: '安全 {{safe}} · 不安全 {{risk}} · 安全比例 {{ratio}}',
  },
  es: {
    intro: 'Observe el trabajo unos minutos y cuente las conductas seguras y en riesgo por categoría.', date: 'Fecha', time: 'Hora', area: 'Zona', task: 'Tarea', taskPh: 'p. ej. cambio de blindaje del pulverizador',
    people: 'Personas observadas', tally: 'Conductas por categoría', safe: 'Seguras', risk: 'En riesgo', more: 'Sumar {{what}}', less: 'Restar {{what}}',
    riskNote: 'Qué estaba en riesgo', riskNotePh: 'Qué fue inseguro', feedback: 'Retroalimentación dada en el acto', anonymous: 'Registrar de forma anónima (solo los administradores ven al observador)',
    comment: 'Comentario', photos: 'Fotos', submit: 'Registrar observación', sending: 'Guardando…', required: 'Indique la zona y la tarea.', noBehaviour: 'Cuente al menos una conducta segura o en riesgo.',
    failed: 'La observación no se guardó.', done: 'Observación registrada.', obsNo: 'N.º {{n}} · seguras {{safe}} · en riesgo {{risk}}', open: 'Abrir la observación', another: 'Nueva observación',
    noPlant: 'Solo los usuarios con planta y departamento pueden registrar observaciones.', totals: 'Seguras {{safe}} · en riesgo {{risk}} · proporción segura {{ratio}}',
  },
});
