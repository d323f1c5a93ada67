import { registerTranslations } from '@/lib/i18n';

/** texts of the waste pages and card (namespace "envWaste"); Korean is the source text */
export const ENV_WASTE_NS = 'envWaste';

registerTranslations(ENV_WASTE_NS, {
  ko: {
    ton: '톤',
    lotUpload: '관리대장 업로드', lotApply: '저장', lotApplied: '{{n}}건을 저장했습니다.', lotHint: '열: 배출부서, 폐기물종류, 보관장소, 보관시작일, 보관량, 단위, 비고 — 아래 행을 확인하고 저장하세요.', lotRow: '행', lotDept: '배출부서', lotPlace: '보관장소', lotSince: '보관시작일', lotQty: '보관량', lotUnit: '단위',
    plant: '사업장', period: '인계 기간', year: '연도', search: '조회', exportAllbaro: '올바로 입력용 엑셀', upload: '올바로 내려받기 파일 대사', uploadHint: '올바로에서 내려받은 인계서 목록(.xlsx: 인계번호, 인계일자, 폐기물종류, 인계량, 단위, 인수확인일자, 최종수정일자)을 올리면 인계서 번호로 사업장 기록과 맞춰 봅니다. 기록은 바뀌지 않습니다.',
    result: '대사 결과', rows: '올바로 행', matched: '일치', issues: '불일치', issueCd: '구분', handoverNo: '인계서 번호', plantValue: '사업장 기록', allbaroValue: '올바로', message: '내용', noIssue: '불일치가 없습니다.',
    history: '대사 이력', at: '대사 일시', by: '대사자', fromTo: '기간', open: '보기',
    rateTitle: '폐기물 재활용률', kind: '폐기물 종류', totalTon: '처리량(톤)', recycledTon: '재활용(톤)', rate: '재활용률(%)', total: '합계', report: '실적보고 엑셀', reportHint: '폐기물 처리 실적보고는 다음 해 2월 말까지 제출합니다(이월량, 발생량, 처리방법별 처리량, 연말 보관량).',
    more: '더보기',
    MISSING_ALLBARO: '올바로 미입력', MISSING_PLANT: '사업장 기록 없음', QTY: '수량 불일치', KIND: '종류 불일치', LATE_RECEIPT: '인수확인 지연', LATE_CORRECTION: '정정 지연',
  },
  en: {
    ton: 't',
    lotUpload: 'Upload register', lotApply: 'Save', lotApplied: '{{n}} lots saved.', lotHint: 'Columns: 배출부서, 폐기물종류, 보관장소, 보관시작일, 보관량, 단위, 비고 — check the rows below and save.', lotRow: 'Row', lotDept: 'Department', lotPlace: 'Storage place', lotSince: 'Stored since', lotQty: 'Quantity', lotUnit: 'Unit',
    plant: 'Plant', period: 'Handover period', year: 'Year', search: 'Search', exportAllbaro: 'Excel for Allbaro entry', upload: 'Reconcile Allbaro download', uploadHint: 'Upload the handover list downloaded from Allbaro (.xlsx: 인계번호, 인계일자, 폐기물종류, 인계량, 단위, 인수확인일자, 최종수정일자); it is matched with the plant records by handover number. Records are not changed.',
    result: 'Reconciliation', rows: 'Allbaro rows', matched: 'Matched', issues: 'Findings', issueCd: 'Finding', handoverNo: 'Handover no.', plantValue: 'Plant record', allbaroValue: 'Allbaro', message: 'Detail', noIssue: 'No findings.',
    history: 'Reconciliations', at: 'At', by: 'By', fromTo: 'Period', open: 'Open',
    rateTitle: 'Waste recycling rate', kind: 'Waste kind', totalTon: 'Disposed (t)', recycledTon: 'Recycled (t)', rate: 'Recycling rate (%)', total: 'Total', report: 'Yearly report (Excel)', reportHint: 'The yearly waste report is due by the end of February (carried over, generated, treated by method, stored at year end).',
    more: 'More',
    MISSING_ALLBARO: 'Not in Allbaro', MISSING_PLANT: 'Not in plant records', QTY: 'Quantity mismatch', KIND: 'Kind mismatch', LATE_RECEIPT: 'Late receipt', LATE_CORRECTION: 'Late correction',
  },
  zh: {
    ton: '吨',
    lotUpload: '上传管理台账', lotApply: '保存', lotApplied: '已保存{{n}}件。', lotHint: '列：排放部门、废弃物种类、贮存场所、贮存开始日、贮存量、单位、备注 — 确认以下各行后保存。', lotRow: '行', lotDept: '排放部门', lotPlace: '贮存场所', lotSince: '贮存开始日', lotQty: '贮存量', lotUnit: '单位',
    plant: '工厂', period: '移交期间', year: '年度', search: '查询', exportAllbaro: 'Allbaro录入用Excel', upload: 'Allbaro下载文件核对', uploadHint: '上传从Allbaro下载的移交单列表(.xlsx)，按移交单编号与工厂记录核对。记录不会被修改。',
    result: '核对结果', rows: 'Allbaro行', matched: '一致', issues: '不一致', issueCd: '类别', handoverNo: '移交单编号', plantValue: '工厂记录', allbaroValue: 'Allbaro', message: '内容', noIssue: '没有不一致。',
    history: '核对历史', at: '核对时间', by: '核对人', fromTo: '期间', open: '查看',
    rateTitle: '废弃物再利用率', kind: '废弃物种类', totalTon: '处理量(吨)', recycledTon: '再利用(吨)', rate: '再利用率(%)', total: '合计', report: '实绩报告Excel', reportHint: '废弃物处理实绩报告须于次年2月底前提交。',
    more: '更多',
    MISSING_ALLBARO: 'Allbaro未录入', MISSING_PLANT: '工厂无记录', QTY: '数量不一致', KIND: '种类不一致', LATE_RECEIPT: '接收确认延迟', LATE_CORRECTION: '更正延迟',
  },
  es: {
    ton: 't',
    lotUpload: 'Cargar registro', lotApply: 'Guardar', lotApplied: '{{n}} lotes guardados.', lotHint: 'Columnas: 배출부서, 폐기물종류, 보관장소, 보관시작일, 보관량, 단위, 비고 — revise las filas y guarde.', lotRow: 'Fila', lotDept: 'Departamento', lotPlace: 'Lugar', lotSince: 'Desde', lotQty: 'Cantidad', lotUnit: 'Unidad',
    plant: 'Planta', period: 'Periodo de entrega', year: 'Año', search: 'Buscar', exportAllbaro: 'Excel para Allbaro', upload: 'Conciliar descarga de Allbaro', uploadHint: 'Suba la lista de manifiestos descargada de Allbaro (.xlsx); se compara con los registros de la planta por número de manifiesto. Los registros no cambian.',
    result: 'Conciliación', rows: 'Filas de Allbaro', matched: 'Coinciden', issues: 'Diferencias', issueCd: 'Tipo', handoverNo: 'N.º de manifiesto', plantValue: 'Registro de planta', allbaroValue: 'Allbaro', message: 'Detalle', noIssue: 'Sin diferencias.',
    history: 'Conciliaciones', at: 'Fecha', by: 'Por', fromTo: 'Periodo', open: 'Ver',
    rateTitle: 'Tasa de reciclaje de residuos', kind: 'Tipo de residuo', totalTon: 'Eliminado (t)', recycledTon: 'Reciclado (t)', rate: 'Tasa de reciclaje (%)', total: 'Total', report: 'Informe anual (Excel)', reportHint: 'El informe anual de residuos vence a finales de febrero.',
    more: 'Más',
    MISSING_ALLBARO: 'No está en Allbaro', MISSING_PLANT: 'No está en la planta', QTY: 'Cantidad distinta', KIND: 'Tipo distinto', LATE_RECEIPT: 'Recepción tardía', LATE_CORRECTION: 'Corrección tardía',
  },
});
