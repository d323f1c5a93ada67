import { registerTranslations } from '@/lib/i18n';

/** texts of the risk assessment pages beyond their definitions (namespace "rsa"); Korean is the source text */
export const RSA_NS = 'rsa';

registerTranslations(RSA_NS, {
  ko: {
    matrixTitle: '위험성 매트릭스', version: '버전 {{v}}', versions: '변경 이력', likelihood: '가능성(빈도)', severity: '중대성(강도)', grades: '등급',
    gradeCd: '등급 코드', label: '이름', color: '색상', actionRequired: '개선 필요', score: '점수', save: '새 버전으로 저장', saved: '매트릭스 버전 {{v}}을(를) 저장했습니다.',
    savedBy: '{{user}} · {{dt}} · 사용 계획 {{n}}건', edit: '편집', cancel: '취소', yes: '예', no: '아니오',
    matrixHelp: '칸마다 점수와 등급을 정합니다. 저장하면 새 버전이 되고, 이미 시작한 평가는 자기 버전을 그대로 씁니다.',
    registerTitle: '위험성평가 대장', book: '작업위험성 대장 인쇄', minGrade: '등급', actionRows: '개선 필요 전체', excel: '엑셀', dept: '부서', unitWork: '단위작업', hazard: '유해·위험요인 / 점검항목',
    risk: '위험성', measure: '감소대책', owner: '담당자', due: '조치기한', action: '개선조치', plan: '평가', none: '대상이 없습니다.', level3: '3단계', check: '체크리스트 보완',
    participate: '참여 기록', stage: '참여 단계', how: '참여 방법', opinion: '의견', record: '내 참여 기록', recorded: '참여 기록을 남겼습니다.',
    copyForward: '이전 평가 가져오기', copied: '이전 평가({{no}}번)의 단위작업 {{n}}건을 가져왔습니다.',
  },
  en: {
    matrixTitle: 'Risk matrix', version: 'Version {{v}}', versions: 'History', likelihood: 'Likelihood', severity: 'Severity', grades: 'Grades',
    gradeCd: 'Grade code', label: 'Name', color: 'Colour', actionRequired: 'Action required', score: 'Score', save: 'Save as a new version', saved: 'Saved matrix version {{v}}.',
    savedBy: '{{user}} · {{dt}} · used by {{n}} plans', edit: 'Edit', cancel: 'Cancel', yes: 'Yes', no: 'No',
    matrixHelp: 'Set a score and a grade per cell. Saving makes a new version; assessments already started keep theirs.',
    registerTitle: 'Risk register', book: 'Print job risk book', minGrade: 'Grade', actionRows: 'All requiring action', excel: 'Excel', dept: 'Department', unitWork: 'Unit work', hazard: 'Hazard / item',
    risk: 'Risk', measure: 'Measure', owner: 'Owner', due: 'Due', action: 'Action', plan: 'Assessment', none: 'Nothing to show.', level3: '3-level', check: 'Checklist: improve',
    participate: 'Participation', stage: 'Stage', how: 'How', opinion: 'Opinion', record: 'Record my part', recorded: 'Your participation is recorded.',
    copyForward: 'Copy last assessment', copied: 'Copied {{n}} unit works from assessment {{no}}.',
  },
  zh: {
    matrixTitle: '风险矩阵', version: '版本 {{v}}', versions: '变更记录', likelihood: '可能性', severity: '严重性', grades: '等级',
    gradeCd: '等级代码', label: '名称', color: '颜色', actionRequired: '需要改善', score: '分数', save: '保存为新版本', saved: '已保存矩阵版本 {{v}}。',
    savedBy: '{{user}} · {{dt}} · 使用计划 {{n}} 个', edit: '编辑', cancel: '取消', yes: '是', no: '否',
    matrixHelp: '为每个格子设定分数和等级。保存后生成新版本，已开始的评估继续使用原版本。',
    registerTitle: '风险评估台账', book: '打印作业风险台账', minGrade: '等级', actionRows: '全部需改善项', excel: 'Excel', dept: '部门', unitWork: '单元作业', hazard: '危险因素 / 检查项目',
    risk: '风险值', measure: '降低措施', owner: '负责人', due: '期限', action: '整改', plan: '评估', none: '没有数据。', level3: '三级', check: '检查表需补充',
    participate: '参与记录', stage: '参与阶段', how: '参与方式', opinion: '意见', record: '记录我的参与', recorded: '已记录参与。',
    copyForward: '导入上次评估', copied: '已从评估 {{no}} 导入 {{n}} 个单元作业。',
  },
  es: {
    matrixTitle: 'Matriz de riesgos', version: 'Versión {{v}}', versions: 'Historial', likelihood: 'Probabilidad', severity: 'Gravedad', grades: 'Grados',
    gradeCd: 'Código', label: 'Nombre', color: 'Color', actionRequired: 'Requiere acción', score: 'Puntuación', save: 'Guardar como nueva versión', saved: 'Versión {{v}} guardada.',
    savedBy: '{{user}} · {{dt}} · usada por {{n}} planes', edit: 'Editar', cancel: 'Cancelar', yes: 'Sí', no: 'No',
    matrixHelp: 'Fije una puntuación y un grado por celda. Guardar crea una versión nueva; las evaluaciones ya iniciadas conservan la suya.',
    registerTitle: 'Registro de riesgos', book: 'Imprimir libro de riesgos', minGrade: 'Grado', actionRows: 'Todo lo que requiere acción', excel: 'Excel', dept: 'Departamento', unitWork: 'Tarea', hazard: 'Peligro / punto',
    risk: 'Riesgo', measure: 'Medida', owner: 'Responsable', due: 'Plazo', action: 'Acción', plan: 'Evaluación', none: 'Nada que mostrar.', level3: '3 niveles', check: 'Lista: mejorar',
    participate: 'Participación', stage: 'Etapa', how: 'Forma', opinion: 'Opinión', record: 'Registrar mi participación', recorded: 'Participación registrada.',
    copyForward: 'Copiar la evaluación anterior', copied: 'Se copiaron {{n}} tareas de la evaluación {{no}}.',
  },
});
