import { registerTranslations } from '@/lib/i18n';

/** texts of the environment pages and cards (namespace "env"); Korean is the source text */
export const ENV_NS = 'env';

registerTranslations(ENV_NS, {
  ko: {
    approveDay: '{{day}} 작성된 운영일지 {{n}}건을 승인할까요?', approveDayLabel: '{{day}} 작성 {{n}}건 일괄 승인', approveDayDone: '{{n}}건을 승인했습니다.', approveHint: '작성 건이 있는 날짜를 누르면 그날의 운영일지를 한 번에 승인합니다.',
    month: '월', monthView: '월간 현황', monthTitle: '운영일지 월간 현황', missing: '누락 {{n}}일', legendApproved: '승인', legendWritten: '작성', legendMissing: '누락', facility: '시설',
    upload: '엑셀 업로드', template: '양식 내려받기', uploadTitle: '운영일지 월 시트 업로드', choose: '파일 선택', preview: '미리보기', apply: '반영', applied: '{{c}}건 등록, {{u}}건 수정했습니다.',
    rowNo: '행', day: '일자', result: '결과', errors: '오류', actCREATE: '신규', actUPDATE: '수정', actLOCKED: '승인됨(변경 불가)', actERROR: '오류', actSKIP: '빈 행',
    selectFacility: '시설을 선택하세요.', uploadHint: '양식을 내려받아 날짜별 값을 입력한 뒤 올리세요. 승인된 날짜는 바뀌지 않습니다.',
    due: '측정 주기 현황', dueTitle: '자가측정 도래 현황', outlet: '배출구', cycle: '주기', last: '최근 측정', next: '다음 측정', overdue: '지연', dueIn: 'D-{{n}}', overdueBy: '{{n}}일 지연', never: '측정 기록 없음',
    trend: '추이', trendTitle: '{{outlet}} 측정 추이', pollutant: '항목', from: '시작', to: '종료', limit: '허용기준', value: '측정값', noData: '기간 내 측정값이 없습니다.', trendAria: '{{pollutant}} 측정값과 허용기준 추이',
  },
  en: {
    approveDay: 'Approve the {{n}} written logs of {{day}}?', approveDayLabel: 'Approve the {{n}} written logs of {{day}}', approveDayDone: '{{n}} approved.', approveHint: 'Click a date with written logs to approve that day at once.',
    month: 'Month', monthView: 'Month view', monthTitle: 'Operation logs of the month', missing: '{{n}} days missing', legendApproved: 'Approved', legendWritten: 'Written', legendMissing: 'Missing', facility: 'Facility',
    upload: 'Excel upload', template: 'Download template', uploadTitle: 'Upload a month sheet', choose: 'Choose file', preview: 'Preview', apply: 'Apply', applied: '{{c}} created, {{u}} updated.',
    rowNo: 'Row', day: 'Date', result: 'Result', errors: 'Errors', actCREATE: 'New', actUPDATE: 'Update', actLOCKED: 'Approved (unchanged)', actERROR: 'Error', actSKIP: 'Empty row',
    selectFacility: 'Choose a facility.', uploadHint: 'Download the template, enter the values per day and upload it. Approved days do not change.',
    due: 'Measurement cycle', dueTitle: 'Self-measurements due', outlet: 'Outlet', cycle: 'Cycle', last: 'Last measured', next: 'Next due', overdue: 'Overdue', dueIn: 'in {{n}} d', overdueBy: '{{n}} d overdue', never: 'Never measured',
    trend: 'Trend', trendTitle: '{{outlet}}: trend', pollutant: 'Pollutant', from: 'From', to: 'To', limit: 'Limit', value: 'Value', noData: 'No values in the period.', trendAria: '{{pollutant}} values against the limit',
  },
  zh: {
    approveDay: '批准{{day}}已填写的{{n}}条运行日志？', approveDayLabel: '批量批准{{day}}已填写的{{n}}条', approveDayDone: '已批准{{n}}条。', approveHint: '点击有已填写日志的日期，可一次批准当天的运行日志。',
    month: '月', monthView: '月度现况', monthTitle: '运行日志月度现况', missing: '缺失{{n}}天', legendApproved: '已批准', legendWritten: '已填写', legendMissing: '缺失', facility: '设施',
    upload: 'Excel上传', template: '下载模板', uploadTitle: '上传运行日志月表', choose: '选择文件', preview: '预览', apply: '应用', applied: '新增{{c}}条，修改{{u}}条。',
    rowNo: '行', day: '日期', result: '结果', errors: '错误', actCREATE: '新增', actUPDATE: '修改', actLOCKED: '已批准(不可修改)', actERROR: '错误', actSKIP: '空行',
    selectFacility: '请选择设施。', uploadHint: '下载模板，按日期填写后上传。已批准的日期不会改变。',
    due: '监测周期现况', dueTitle: '自行监测到期现况', outlet: '排放口', cycle: '周期', last: '最近监测', next: '下次监测', overdue: '逾期', dueIn: '剩{{n}}天', overdueBy: '逾期{{n}}天', never: '无监测记录',
    trend: '趋势', trendTitle: '{{outlet}} 监测趋势', pollutant: '项目', from: '开始', to: '结束', limit: '限值', value: '测定值', noData: '期间内无测定值。', trendAria: '{{pollutant}}测定值与限值趋势',
  },
  es: {
    approveDay: '¿Aprobar los {{n}} diarios redactados del {{day}}?', approveDayLabel: 'Aprobar los {{n}} diarios redactados del {{day}}', approveDayDone: '{{n}} aprobados.', approveHint: 'Pulse una fecha con diarios redactados para aprobar ese día de una vez.',
    month: 'Mes', monthView: 'Vista mensual', monthTitle: 'Diarios de operación del mes', missing: 'Faltan {{n}} días', legendApproved: 'Aprobado', legendWritten: 'Redactado', legendMissing: 'Falta', facility: 'Instalación',
    upload: 'Carga Excel', template: 'Descargar plantilla', uploadTitle: 'Cargar la hoja del mes', choose: 'Elegir archivo', preview: 'Vista previa', apply: 'Aplicar', applied: '{{c}} creados, {{u}} actualizados.',
    rowNo: 'Fila', day: 'Fecha', result: 'Resultado', errors: 'Errores', actCREATE: 'Nuevo', actUPDATE: 'Actualizar', actLOCKED: 'Aprobado (sin cambios)', actERROR: 'Error', actSKIP: 'Fila vacía',
    selectFacility: 'Elija una instalación.', uploadHint: 'Descargue la plantilla, introduzca los valores por día y súbala. Los días aprobados no cambian.',
    due: 'Ciclo de medición', dueTitle: 'Autocontroles pendientes', outlet: 'Punto de emisión', cycle: 'Ciclo', last: 'Última medición', next: 'Próxima', overdue: 'Vencido', dueIn: 'en {{n}} d', overdueBy: '{{n}} d de retraso', never: 'Sin mediciones',
    trend: 'Tendencia', trendTitle: '{{outlet}}: tendencia', pollutant: 'Contaminante', from: 'Desde', to: 'Hasta', limit: 'Límite', value: 'Valor', noData: 'Sin valores en el periodo.', trendAria: 'Valores de {{pollutant}} frente al límite',
  },
});
