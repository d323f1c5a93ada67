import { HEA_INFIRMARY_MESSAGES } from '@jikim/shared';
import { registerTranslations } from '@/lib/i18n';

/** i18n of the infirmary, drugs, musculoskeletal survey and work-environment pages (namespace heaCare) */
export const CARE_NS = 'heaCare';

registerTranslations(CARE_NS, {
  ko: {
    common: { save: '저장', saved: '저장했습니다.', delete: '삭제', deleted: '삭제했습니다.', deleteConfirm: '삭제하시겠습니까?', confirmTitle: '확인', cancel: '취소', search: '조회', remark: '비고', all: '전체', plant: '사업장', edit: '수정', yes: '예', no: '아니오' },
    visit: {
      title: '보건실 이용기록', new: '이용 등록', edit: '이용기록 수정', visitYmd: '방문일', visitHm: '방문시각', period: '방문기간', worker: '이용자', workerKind: '이용자 구분',
      employee: '사내 직원', vendorWorker: '협력업체 근로자', pickUser: '직원 검색', vendor: '협력업체', workerNm: '성명', dept: '부서', complaint: '주호소', symptom: '증상',
      vitals: '활력징후(선택)', bpSys: '수축기 혈압', bpDia: '이완기 혈압', bp: '혈압', pulse: '맥박', temp: '체온(℃)', sugar: '혈당', treatment: '처치 내용', rx: '처방',
      addRx: '처방 추가', drug: '의약품', qty: '수량', stockLeft: '재고 {{n}}{{unit}}', remove: '삭제', noRx: '처방 없음', workerRequired: HEA_INFIRMARY_MESSAGES.workerRequired, complaintRequired: '주호소를 선택하세요.',
    },
    drug: {
      title: '의약품 재고', new: '의약품 등록', edit: '의약품 수정', drugNm: '의약품명', unitNm: '단위', drugClass: '분류', safetyStock: '안전재고', stockQty: '현재고',
      state: '재고상태', short: '부족', ok: '정상', useYn: '사용', moves: '입출고 이력', movesOf: '{{nm}} 입출고 이력', newMove: '입출고 등록', moveType: '구분', moveYmd: '일자', qty: '수량',
      delta: '증감', visitNo: '보건실 이용번호', createUser: '등록자', pickDrug: '의약품 행을 선택하면 입출고 이력을 봅니다.', shortOnly: '안전재고 미달만',
      types: { IN: '입고', OUT: '출고', USE: '사용', DISPOSE: '폐기' },
    },
    stat: {
      title: '보건실 이용 통계', year: '연도', byMonth: '월별 이용', byDrug: '의약품별 사용', byComplaint: '주호소별 이용', month: '월', visitCnt: '이용 건수', rxQty: '처방 수량',
      rxCnt: '처방 건수', useQty: '사용량', inQty: '입고량', disposeQty: '폐기량', total: '합계', totalVisits: '연간 이용 {{n}}건',
    },
    msk: {
      title: '근골격계 유해요인조사', tabSurvey: '조사 결과', tabDue: '조사 주기', tabUnit: '단위작업', unitWork: '단위작업', unitWorkNm: '단위작업명', dept: '부서', process: '공정',
      startYmd: '작업 시작일', workerCnt: '작업자 수', surveyType: '조사 구분', surveyYmd: '조사일', surveyor: '조사자', checklist: '근골격계 부담작업 체크리스트', task: '제{{n}}호',
      burden: '부담작업 해당', respondent: '증상조사 응답자', symptomCnt: '통증 호소자', managedCnt: '관리대상자', symptomSummary: '증상조사 요약', resultSummary: '조사 결과',
      actions: '개선조치', addAction: '개선조치 추가', planContent: '개선계획', dueYmd: '완료 예정일', resultContent: '개선결과', doneYmd: '완료일', status: '상태', openActions: '미완료 조치',
      nextDue: '다음 조사기한', basis: '산정 기준', daysLeft: '남은 일수', lastSurvey: '최근 조사일', newUnit: '단위작업 등록', editUnit: '단위작업 수정', newSurvey: '조사 등록', editSurvey: '조사 수정',
      types: { REGULAR: '정기조사', NEW: '최초조사(신규)', OCCASIONAL: '수시조사' },
      statuses: { PLANNED: '계획', IN_PROGRESS: '진행중', DONE: '완료' },
      bases: { REGULAR: '최근 조사 + 3년', NEW: '신규 작업: 시작일 + 1년' },
      dueStatus: { OVERDUE: '기한 경과', DUE_SOON: '도래(90일 이내)', OK: '정상' },
    },
    workenv: {
      title: '작업환경측정', tabPlan: '측정계획·결과', tabNext: '다음 측정일', year: '측정연도', half: '반기', halves: { '1': '상반기', '2': '하반기' }, period: '측정기간',
      agency: '측정기관', resultCnt: '결과 수', exceedCnt: '초과 수', newPlan: '측정계획 등록', editPlan: '측정계획 수정', results: '측정결과', resultsOf: '{{nm}} 측정결과', addRow: '행 추가',
      process: '공정', hazard: '유해인자', measureYmd: '측정일', value: '측정치', unit: '단위', limit: '노출기준', exceed: '초과', saveResults: '측정결과 저장', nextYmd: '다음 측정일',
      cycle: '주기(개월)', reason: '산정 근거', carcinogen: '발암성', lastMeasure: '최근 측정일', lastValue: '최근 측정치', pickPlan: '측정계획 행을 선택하면 결과를 입력합니다.', daysLeft: '남은 일수',
      reasons: { EXCEEDED: '노출기준 초과 → 3개월', TWICE_BELOW: '2회 연속 기준 미만 → 1년', CARCINOGEN: '발암성 물질 → 6개월 유지', REGULAR: '정기 → 6개월' },
    },
  },
  en: {
    common: { save: 'Save', saved: 'Saved.', delete: 'Delete', deleted: 'Deleted.', deleteConfirm: 'Delete this record?', confirmTitle: 'Confirm', cancel: 'Cancel', search: 'Search', remark: 'Remarks', all: 'All', plant: 'Plant', edit: 'Edit', yes: 'Yes', no: 'No' },
    visit: {
      title: 'Infirmary visits', new: 'New visit', edit: 'Edit visit', visitYmd: 'Date', visitHm: 'Time', period: 'Period', worker: 'Visitor', workerKind: 'Visitor type',
      employee: 'Employee', vendorWorker: 'Contractor worker', pickUser: 'Find employee', vendor: 'Contractor', workerNm: 'Name', dept: 'Department', complaint: 'Complaint', symptom: 'Symptoms',
      vitals: 'Vital signs (optional)', bpSys: 'Systolic BP', bpDia: 'Diastolic BP', bp: 'BP', pulse: 'Pulse', temp: 'Temperature (°C)', sugar: 'Blood glucose', treatment: 'Treatment', rx: 'Prescriptions',
      addRx: 'Add prescription', drug: 'Drug', qty: 'Quantity', stockLeft: 'stock {{n}} {{unit}}', remove: 'Remove', noRx: 'No prescription', workerRequired: 'Choose an employee or enter the contractor worker’s name.', complaintRequired: 'Choose the chief complaint.',
    },
    drug: {
      title: 'Drugs and stock', new: 'New drug', edit: 'Edit drug', drugNm: 'Drug', unitNm: 'Unit', drugClass: 'Class', safetyStock: 'Safety stock', stockQty: 'Stock',
      state: 'Status', short: 'Low', ok: 'OK', useYn: 'In use', moves: 'Stock movements', movesOf: 'Movements of {{nm}}', newMove: 'New movement', moveType: 'Type', moveYmd: 'Date', qty: 'Quantity',
      delta: 'Change', visitNo: 'Visit no.', createUser: 'By', pickDrug: 'Select a drug row to see its movements.', shortOnly: 'Below safety stock only',
      types: { IN: 'Receipt', OUT: 'Issue', USE: 'Use', DISPOSE: 'Disposal' },
    },
    stat: {
      title: 'Infirmary statistics', year: 'Year', byMonth: 'Visits per month', byDrug: 'Use per drug', byComplaint: 'Visits per complaint', month: 'Month', visitCnt: 'Visits', rxQty: 'Prescribed qty',
      rxCnt: 'Prescriptions', useQty: 'Used', inQty: 'Received', disposeQty: 'Disposed', total: 'Total', totalVisits: '{{n}} visits in the year',
    },
    msk: {
      title: 'Musculoskeletal hazard survey', tabSurvey: 'Surveys', tabDue: 'Survey cycle', tabUnit: 'Unit works', unitWork: 'Unit work', unitWorkNm: 'Unit work', dept: 'Department', process: 'Process',
      startYmd: 'Work start', workerCnt: 'Workers', surveyType: 'Survey type', surveyYmd: 'Survey date', surveyor: 'Surveyor', checklist: 'Burden-task checklist', task: 'No. {{n}}',
      burden: 'Burden task', respondent: 'Respondents', symptomCnt: 'With pain', managedCnt: 'Under management', symptomSummary: 'Symptom survey summary', resultSummary: 'Result',
      actions: 'Improvement actions', addAction: 'Add action', planContent: 'Plan', dueYmd: 'Due', resultContent: 'Result', doneYmd: 'Done on', status: 'Status', openActions: 'Open actions',
      nextDue: 'Next survey due', basis: 'Basis', daysLeft: 'Days left', lastSurvey: 'Last survey', newUnit: 'New unit work', editUnit: 'Edit unit work', newSurvey: 'New survey', editSurvey: 'Edit survey',
      types: { REGULAR: 'Regular', NEW: 'First (new work)', OCCASIONAL: 'Occasional' },
      statuses: { PLANNED: 'Planned', IN_PROGRESS: 'In progress', DONE: 'Done' },
      bases: { REGULAR: 'Last survey + 3 years', NEW: 'New work: start + 1 year' },
      dueStatus: { OVERDUE: 'Overdue', DUE_SOON: 'Due within 90 days', OK: 'OK' },
    },
    workenv: {
      title: 'Work-environment measurement', tabPlan: 'Plans and results', tabNext: 'Next measurement', year: 'Year', half: 'Half', halves: { '1': 'First half', '2': 'Second half' }, period: 'Period',
      agency: 'Agency', resultCnt: 'Results', exceedCnt: 'Exceedances', newPlan: 'New plan', editPlan: 'Edit plan', results: 'Results', resultsOf: 'Results of {{nm}}', addRow: 'Add row',
      process: 'Process', hazard: 'Factor', measureYmd: 'Measured on', value: 'Value', unit: 'Unit', limit: 'Exposure limit', exceed: 'Exceeded', saveResults: 'Save results', nextYmd: 'Next measurement',
      cycle: 'Cycle (months)', reason: 'Reason', carcinogen: 'Carcinogen', lastMeasure: 'Last measured', lastValue: 'Last value', pickPlan: 'Select a plan row to enter its results.', daysLeft: 'Days left',
      reasons: { EXCEEDED: 'Limit exceeded → 3 months', TWICE_BELOW: 'Twice below the limit → 1 year', CARCINOGEN: 'Carcinogen → stays at 6 months', REGULAR: 'Regular → 6 months' },
    },
  },
  zh: {
    common: { save: '保存', saved: '已保存。', delete: '删除', deleted: '已删除。', deleteConfirm: '确定删除吗?', confirmTitle: '确认', cancel: '取消', search: '查询', remark: '备注', all: '全部', plant: '工厂', edit: '修改', yes: '是', no: '否' },
    visit: {
      title: '医务室就诊记录', new: '登记就诊', edit: '修改就诊记录', visitYmd: '就诊日', visitHm: '就诊时间', period: '就诊期间', worker: '就诊者', workerKind: '就诊者类别',
      employee: '本公司员工', vendorWorker: '协力企业工人', pickUser: '查找员工', vendor: '协力企业', workerNm: '姓名', dept: '部门', complaint: '主诉', symptom: '症状',
      vitals: '生命体征(可选)', bpSys: '收缩压', bpDia: '舒张压', bp: '血压', pulse: '脉搏', temp: '体温(℃)', sugar: '血糖', treatment: '处置内容', rx: '处方',
      addRx: '添加处方', drug: '药品', qty: '数量', stockLeft: '库存 {{n}}{{unit}}', remove: '删除', noRx: '无处方', workerRequired: '请选择员工或输入协力企业工人姓名。', complaintRequired: '请选择主诉。',
    },
    drug: {
      title: '药品库存', new: '登记药品', edit: '修改药品', drugNm: '药品名称', unitNm: '单位', drugClass: '分类', safetyStock: '安全库存', stockQty: '现库存',
      state: '库存状态', short: '不足', ok: '正常', useYn: '使用', moves: '出入库记录', movesOf: '{{nm}} 出入库记录', newMove: '登记出入库', moveType: '类别', moveYmd: '日期', qty: '数量',
      delta: '增减', visitNo: '就诊编号', createUser: '登记人', pickDrug: '选择药品行即可查看出入库记录。', shortOnly: '仅低于安全库存',
      types: { IN: '入库', OUT: '出库', USE: '使用', DISPOSE: '报废' },
    },
    stat: {
      title: '医务室使用统计', year: '年度', byMonth: '月度就诊', byDrug: '药品使用', byComplaint: '按主诉就诊', month: '月', visitCnt: '就诊次数', rxQty: '处方数量',
      rxCnt: '处方次数', useQty: '使用量', inQty: '入库量', disposeQty: '报废量', total: '合计', totalVisits: '全年就诊 {{n}} 次',
    },
    msk: {
      title: '肌肉骨骼有害因素调查', tabSurvey: '调查结果', tabDue: '调查周期', tabUnit: '单位作业', unitWork: '单位作业', unitWorkNm: '单位作业名称', dept: '部门', process: '工序',
      startYmd: '作业开始日', workerCnt: '作业人数', surveyType: '调查类别', surveyYmd: '调查日', surveyor: '调查人', checklist: '肌肉骨骼负担作业检查表', task: '第{{n}}号',
      burden: '属于负担作业', respondent: '症状调查应答者', symptomCnt: '疼痛主诉者', managedCnt: '管理对象', symptomSummary: '症状调查摘要', resultSummary: '调查结果',
      actions: '改善措施', addAction: '添加改善措施', planContent: '改善计划', dueYmd: '预定完成日', resultContent: '改善结果', doneYmd: '完成日', status: '状态', openActions: '未完成措施',
      nextDue: '下次调查期限', basis: '计算依据', daysLeft: '剩余天数', lastSurvey: '最近调查日', newUnit: '登记单位作业', editUnit: '修改单位作业', newSurvey: '登记调查', editSurvey: '修改调查',
      types: { REGULAR: '定期调查', NEW: '首次调查(新作业)', OCCASIONAL: '随时调查' },
      statuses: { PLANNED: '计划', IN_PROGRESS: '进行中', DONE: '完成' },
      bases: { REGULAR: '最近调查 + 3年', NEW: '新作业: 开始日 + 1年' },
      dueStatus: { OVERDUE: '已过期', DUE_SOON: '90天内到期', OK: '正常' },
    },
    workenv: {
      title: '作业环境测定', tabPlan: '测定计划·结果', tabNext: '下次测定日', year: '测定年度', half: '半年', halves: { '1': '上半年', '2': '下半年' }, period: '测定期间',
      agency: '测定机构', resultCnt: '结果数', exceedCnt: '超标数', newPlan: '登记测定计划', editPlan: '修改测定计划', results: '测定结果', resultsOf: '{{nm}} 测定结果', addRow: '添加行',
      process: '工序', hazard: '有害因素', measureYmd: '测定日', value: '测定值', unit: '单位', limit: '接触限值', exceed: '超标', saveResults: '保存测定结果', nextYmd: '下次测定日',
      cycle: '周期(月)', reason: '计算依据', carcinogen: '致癌性', lastMeasure: '最近测定日', lastValue: '最近测定值', pickPlan: '选择测定计划行即可录入结果。', daysLeft: '剩余天数',
      reasons: { EXCEEDED: '超过接触限值 → 3个月', TWICE_BELOW: '连续2次低于限值 → 1年', CARCINOGEN: '致癌物质 → 维持6个月', REGULAR: '定期 → 6个月' },
    },
  },
  es: {
    common: { save: 'Guardar', saved: 'Guardado.', delete: 'Eliminar', deleted: 'Eliminado.', deleteConfirm: '¿Eliminar este registro?', confirmTitle: 'Confirmar', cancel: 'Cancelar', search: 'Buscar', remark: 'Observaciones', all: 'Todos', plant: 'Planta', edit: 'Editar', yes: 'Sí', no: 'No' },
    visit: {
      title: 'Visitas a enfermería', new: 'Nueva visita', edit: 'Editar visita', visitYmd: 'Fecha', visitHm: 'Hora', period: 'Periodo', worker: 'Paciente', workerKind: 'Tipo de paciente',
      employee: 'Empleado', vendorWorker: 'Trabajador contratista', pickUser: 'Buscar empleado', vendor: 'Contratista', workerNm: 'Nombre', dept: 'Departamento', complaint: 'Motivo', symptom: 'Síntomas',
      vitals: 'Signos vitales (opcional)', bpSys: 'Presión sistólica', bpDia: 'Presión diastólica', bp: 'Presión', pulse: 'Pulso', temp: 'Temperatura (°C)', sugar: 'Glucosa', treatment: 'Tratamiento', rx: 'Prescripciones',
      addRx: 'Añadir prescripción', drug: 'Medicamento', qty: 'Cantidad', stockLeft: 'stock {{n}} {{unit}}', remove: 'Quitar', noRx: 'Sin prescripción', workerRequired: 'Elija un empleado o escriba el nombre del trabajador contratista.', complaintRequired: 'Elija el motivo principal de consulta.',
    },
    drug: {
      title: 'Medicamentos y stock', new: 'Nuevo medicamento', edit: 'Editar medicamento', drugNm: 'Medicamento', unitNm: 'Unidad', drugClass: 'Clase', safetyStock: 'Stock de seguridad', stockQty: 'Stock',
      state: 'Estado', short: 'Bajo', ok: 'Correcto', useYn: 'En uso', moves: 'Movimientos', movesOf: 'Movimientos de {{nm}}', newMove: 'Nuevo movimiento', moveType: 'Tipo', moveYmd: 'Fecha', qty: 'Cantidad',
      delta: 'Cambio', visitNo: 'N.º de visita', createUser: 'Por', pickDrug: 'Seleccione un medicamento para ver sus movimientos.', shortOnly: 'Solo bajo el stock de seguridad',
      types: { IN: 'Entrada', OUT: 'Salida', USE: 'Uso', DISPOSE: 'Desecho' },
    },
    stat: {
      title: 'Estadísticas de enfermería', year: 'Año', byMonth: 'Visitas por mes', byDrug: 'Uso por medicamento', byComplaint: 'Visitas por motivo', month: 'Mes', visitCnt: 'Visitas', rxQty: 'Cantidad prescrita',
      rxCnt: 'Prescripciones', useQty: 'Usado', inQty: 'Recibido', disposeQty: 'Desechado', total: 'Total', totalVisits: '{{n}} visitas en el año',
    },
    msk: {
      title: 'Evaluación de riesgos musculoesqueléticos', tabSurvey: 'Evaluaciones', tabDue: 'Ciclo', tabUnit: 'Tareas', unitWork: 'Tarea', unitWorkNm: 'Tarea', dept: 'Departamento', process: 'Proceso',
      startYmd: 'Inicio de la tarea', workerCnt: 'Trabajadores', surveyType: 'Tipo', surveyYmd: 'Fecha', surveyor: 'Evaluador', checklist: 'Lista de tareas con carga', task: 'N.º {{n}}',
      burden: 'Tarea con carga', respondent: 'Encuestados', symptomCnt: 'Con dolor', managedCnt: 'En seguimiento', symptomSummary: 'Resumen de síntomas', resultSummary: 'Resultado',
      actions: 'Mejoras', addAction: 'Añadir mejora', planContent: 'Plan', dueYmd: 'Plazo', resultContent: 'Resultado', doneYmd: 'Terminado el', status: 'Estado', openActions: 'Mejoras abiertas',
      nextDue: 'Próxima evaluación', basis: 'Base', daysLeft: 'Días restantes', lastSurvey: 'Última evaluación', newUnit: 'Nueva tarea', editUnit: 'Editar tarea', newSurvey: 'Nueva evaluación', editSurvey: 'Editar evaluación',
      types: { REGULAR: 'Periódica', NEW: 'Inicial (tarea nueva)', OCCASIONAL: 'Ocasional' },
      statuses: { PLANNED: 'Planificada', IN_PROGRESS: 'En curso', DONE: 'Terminada' },
      bases: { REGULAR: 'Última evaluación + 3 años', NEW: 'Tarea nueva: inicio + 1 año' },
      dueStatus: { OVERDUE: 'Vencida', DUE_SOON: 'Vence en 90 días', OK: 'Correcto' },
    },
    workenv: {
      title: 'Medición del ambiente de trabajo', tabPlan: 'Planes y resultados', tabNext: 'Próxima medición', year: 'Año', half: 'Semestre', halves: { '1': 'Primer semestre', '2': 'Segundo semestre' }, period: 'Periodo',
      agency: 'Entidad', resultCnt: 'Resultados', exceedCnt: 'Superaciones', newPlan: 'Nuevo plan', editPlan: 'Editar plan', results: 'Resultados', resultsOf: 'Resultados de {{nm}}', addRow: 'Añadir fila',
      process: 'Proceso', hazard: 'Factor', measureYmd: 'Medido el', value: 'Valor', unit: 'Unidad', limit: 'Límite de exposición', exceed: 'Superado', saveResults: 'Guardar resultados', nextYmd: 'Próxima medición',
      cycle: 'Ciclo (meses)', reason: 'Motivo', carcinogen: 'Cancerígeno', lastMeasure: 'Última medición', lastValue: 'Último valor', pickPlan: 'Seleccione un plan para introducir sus resultados.', daysLeft: 'Días restantes',
      reasons: { EXCEEDED: 'Límite superado → 3 meses', TWICE_BELOW: 'Dos veces bajo el límite → 1 año', CARCINOGEN: 'Cancerígeno → se mantiene en 6 meses', REGULAR: 'Periódica → 6 meses' },
    },
  },
});
