import { registerTranslations } from '@/lib/i18n';

/** texts of the chemical pages (namespace "chm"); Korean is the source text */
export const CHM_NS = 'chm';

registerTranslations(CHM_NS, {
  ko: {
    label: 'GHS 경고표지(라벨)', sign: '저장소 경고표지', size: '크기', sizeS: '소 (10×7 cm)', sizeM: '중 (15×10 cm)', sizeL: '대 (A4)', print: '인쇄', signalDANGER: '위험', signalWARNING: '경고',
    hazards: '유해·위험 문구', precautions: '예방조치 문구', supplier: '공급자', emergency: '긴급전화', sdsRev: 'MSDS 개정 {{no}}차 ({{ymd}})', statementSource: '문구 출처: 고용노동부 고시 ({{ver}})',
    components: '구성성분', regs: '해당 규제', storage: '저장소', stockKg: '재고(kg)', product: '화학제품', qrTitle: '보관 화학물질 MSDS 요약', qrNotFound: '저장소를 찾을 수 없습니다.', lotNo: '로트', receivedYmd: '입고일', expiryYmd: '유효기한', lotClosed: '사용 종료된 용기', containerQr: '용기(로트) QR', containerQrHint: '용기에 붙이면 작업자가 휴대폰으로 그 로트의 MSDS 요약을 봅니다.', noStock: '보관 중인 화학물질이 없습니다.',
    firstAid: '응급조치', spill: '누출 시 조치', ppe: '보호구', storageTxt: '저장 방법', signTitle: '유해화학물질 보관장소', signNotice: '관계자 외 출입금지 · 화기엄금', notFound: '자료를 찾을 수 없습니다.',
    renewal: 'MSDS 개정', renewalYmd: '새 개정일', renewalReason: '개정 사유', renewalSave: '개정 등록', renewalDone: '새 MSDS 개정을 등록했습니다.', history: '이전 개정', replacedDt: '대체 일시',
    review: '내 검토', comment: '의견', confirm: '확인', reject: '반려', reviewed: '검토 의견을 저장했습니다.', commentRequired: '반려할 때는 의견을 입력해야 합니다.',
    stockTitle: '재고현황', search: '조회', ledger: '수불대장 엑셀', stats: '화학물질 통계조사 엑셀', koshaImport: 'KOSHA MSDS 조회', koshaQuery: 'CAS번호 또는 물질명', koshaByCas: 'CAS번호', koshaByName: '물질명', koshaSearch: '조회', koshaPick: '선택', koshaPreview: 'KOSHA MSDS 내용 확인', koshaApply: '확인 후 적용', koshaApplied: 'KOSHA MSDS 내용을 양식에 채웠습니다. 확인 후 저장하세요.', koshaNone: '조회 결과가 없습니다.', statsYear: '조사연도', statsFile: '화학물질통계조사', month: '월', allStorages: '전체 저장소', hazmatMultiple: '위험물 배수',
    regUpload: '규제물질 엑셀 업로드', uploadHint: '열: CAS번호, 물질명, 영문명, 규제구분, 함량기준(%), 위험물 류별, 지정수량, 단위 — 엑셀 전체가 규제 목록입니다(없는 행은 삭제로 표시).',
    choose: '파일 선택', preview: '미리보기', added: '추가', changed: '변경', removed: '삭제', apply: '반영', applied: '반영했습니다. 규제가 바뀐 제품 {{n}}건을 표시하고 담당자에게 알렸습니다.',
    uploads: '업로드 이력', fileNm: '파일', status: '상태', by: '등록자', at: '등록 일시', appliedBy: '반영자', appliedAt: '반영 일시', flagged: '표시된 제품', before: '이전', after: '이후', casNo: 'CAS 번호', chemNm: '물질명', regCd: '규제구분', download: '파일',
    qr: '저장소 QR', qrHint: '휴대폰으로 찍으면 로그인 없이 보관 물질의 MSDS 요약이 열립니다.',
  },
  en: {
    label: 'GHS label', sign: 'Storage warning sign', size: 'Size', sizeS: 'Small (10×7 cm)', sizeM: 'Medium (15×10 cm)', sizeL: 'Large (A4)', print: 'Print', signalDANGER: 'Danger', signalWARNING: 'Warning',
    hazards: 'Hazard statements', precautions: 'Precautionary statements', supplier: 'Supplier', emergency: 'Emergency phone', sdsRev: 'SDS revision {{no}} ({{ymd}})', statementSource: 'Statements: Ministry of Employment and Labor notice ({{ver}})',
    components: 'Components', regs: 'Regulations', storage: 'Storage', stockKg: 'Stock (kg)', product: 'Product', qrTitle: 'SDS summary of the stored chemicals', qrNotFound: 'Storage not found.', lotNo: 'Lot', receivedYmd: 'Received', expiryYmd: 'Expires', lotClosed: 'Container no longer in use', containerQr: 'Container (lot) QR codes', containerQrHint: 'Stick it on the container: a worker\'s phone shows that lot\'s SDS summary.', noStock: 'No chemicals stored here.',
    firstAid: 'First aid', spill: 'Spill response', ppe: 'PPE', storageTxt: 'Storage', signTitle: 'Hazardous chemicals storage', signNotice: 'Authorised persons only · No open flames', notFound: 'Not found.',
    renewal: 'Renew SDS', renewalYmd: 'New revision date', renewalReason: 'Reason', renewalSave: 'Save revision', renewalDone: 'The new SDS revision was saved.', history: 'Earlier revisions', replacedDt: 'Replaced at',
    review: 'My review', comment: 'Comment', confirm: 'Confirm', reject: 'Reject', reviewed: 'Your review was saved.', commentRequired: 'A rejection needs a comment.',
    stockTitle: 'Stock', search: 'Search', ledger: 'Monthly ledger (Excel)', stats: 'Chemical statistics survey (Excel)', koshaImport: 'KOSHA MSDS lookup', koshaQuery: 'CAS number or name', koshaByCas: 'CAS number', koshaByName: 'Name', koshaSearch: 'Search', koshaPick: 'Pick', koshaPreview: 'Check the KOSHA MSDS data', koshaApply: 'Confirm and fill', koshaApplied: 'The form was filled from KOSHA MSDS. Check it, then save.', koshaNone: 'Nothing found.', statsYear: 'Survey year', statsFile: 'chemical-statistics', month: 'Month', allStorages: 'All storages', hazmatMultiple: 'Dangerous goods multiple',
    regUpload: 'Regulation workbook upload', uploadHint: 'Columns: CAS번호, 물질명, 영문명, 규제구분, 함량기준(%), 위험물 류별, 지정수량, 단위 — the workbook is the whole list (rows missing are shown as removed).',
    choose: 'Choose file', preview: 'Preview', added: 'Added', changed: 'Changed', removed: 'Removed', apply: 'Apply', applied: 'Applied. {{n}} products with changed regulations were flagged and their owners told.',
    uploads: 'Upload history', fileNm: 'File', status: 'Status', by: 'Uploaded by', at: 'Uploaded at', appliedBy: 'Applied by', appliedAt: 'Applied at', flagged: 'Products flagged', before: 'Before', after: 'After', casNo: 'CAS no.', chemNm: 'Substance', regCd: 'Category', download: 'File',
    qr: 'Storage QR', qrHint: 'Scan with a phone to open the SDS summaries without logging in.',
  },
  zh: {
    label: 'GHS标签', sign: '储存场所警示标志', size: '尺寸', sizeS: '小 (10×7 cm)', sizeM: '中 (15×10 cm)', sizeL: '大 (A4)', print: '打印', signalDANGER: '危险', signalWARNING: '警告',
    hazards: '危险说明', precautions: '防范说明', supplier: '供应商', emergency: '紧急电话', sdsRev: 'MSDS第{{no}}次修订 ({{ymd}})', statementSource: '说明来源: 雇佣劳动部告示 ({{ver}})',
    components: '组成成分', regs: '适用管制', storage: '储存场所', stockKg: '库存(kg)', product: '化学品', qrTitle: '储存化学品MSDS摘要', qrNotFound: '找不到储存场所。', lotNo: '批次', receivedYmd: '入库日', expiryYmd: '有效期', lotClosed: '已停用的容器', containerQr: '容器(批次)二维码', containerQrHint: '贴在容器上，作业人员用手机即可查看该批次的MSDS摘要。', noStock: '没有储存的化学品。',
    firstAid: '急救措施', spill: '泄漏处理', ppe: '防护用品', storageTxt: '储存方法', signTitle: '有害化学品储存场所', signNotice: '非相关人员禁止入内 · 严禁烟火', notFound: '找不到资料。',
    renewal: 'MSDS修订', renewalYmd: '新修订日', renewalReason: '修订理由', renewalSave: '登记修订', renewalDone: '已登记新的MSDS修订。', history: '以前的修订', replacedDt: '替换时间',
    review: '我的审查', comment: '意见', confirm: '确认', reject: '驳回', reviewed: '审查意见已保存。', commentRequired: '驳回时必须填写意见。',
    stockTitle: '库存现况', search: '查询', ledger: '收发台账(Excel)', stats: '化学物质统计调查(Excel)', koshaImport: 'KOSHA MSDS查询', koshaQuery: 'CAS号或物质名', koshaByCas: 'CAS号', koshaByName: '物质名', koshaSearch: '查询', koshaPick: '选择', koshaPreview: '确认KOSHA MSDS内容', koshaApply: '确认后填入', koshaApplied: '已用KOSHA MSDS内容填写表单。请确认后保存。', koshaNone: '没有查询结果。', statsYear: '调查年度', statsFile: '化学物质统计调查', month: '月份', allStorages: '全部储存场所', hazmatMultiple: '危险物倍数',
    regUpload: '管制物质Excel上传', uploadHint: '列: CAS번호, 물질명, 영문명, 규제구분, 함량기준(%), 위험물 류별, 지정수량, 단위 — Excel为完整管制清单(缺少的行显示为删除)。',
    choose: '选择文件', preview: '预览', added: '新增', changed: '变更', removed: '删除', apply: '应用', applied: '已应用。已标记{{n}}个管制变化的产品并通知负责人。',
    uploads: '上传历史', fileNm: '文件', status: '状态', by: '上传人', at: '上传时间', appliedBy: '应用人', appliedAt: '应用时间', flagged: '标记的产品', before: '之前', after: '之后', casNo: 'CAS号', chemNm: '物质名', regCd: '管制类别', download: '文件',
    qr: '储存场所二维码', qrHint: '用手机扫描即可无需登录打开储存物质的MSDS摘要。',
  },
  es: {
    label: 'Etiqueta SGA', sign: 'Señal del almacén', size: 'Tamaño', sizeS: 'Pequeña (10×7 cm)', sizeM: 'Mediana (15×10 cm)', sizeL: 'Grande (A4)', print: 'Imprimir', signalDANGER: 'Peligro', signalWARNING: 'Atención',
    hazards: 'Indicaciones de peligro', precautions: 'Consejos de prudencia', supplier: 'Proveedor', emergency: 'Teléfono de emergencia', sdsRev: 'Revisión {{no}} de la FDS ({{ymd}})', statementSource: 'Textos: aviso del Ministerio de Empleo y Trabajo ({{ver}})',
    components: 'Componentes', regs: 'Regulaciones', storage: 'Almacén', stockKg: 'Existencias (kg)', product: 'Producto', qrTitle: 'Resumen de FDS de los productos almacenados', qrNotFound: 'Almacén no encontrado.', lotNo: 'Lote', receivedYmd: 'Recibido', expiryYmd: 'Caduca', lotClosed: 'Envase fuera de uso', containerQr: 'Códigos QR de envases (lotes)', containerQrHint: 'Péguelo en el envase: el móvil del trabajador muestra el resumen de la FDS de ese lote.', noStock: 'No hay productos almacenados.',
    firstAid: 'Primeros auxilios', spill: 'Derrames', ppe: 'EPP', storageTxt: 'Almacenamiento', signTitle: 'Almacén de sustancias peligrosas', signNotice: 'Solo personal autorizado · Prohibido fuego', notFound: 'No encontrado.',
    renewal: 'Renovar FDS', renewalYmd: 'Nueva fecha de revisión', renewalReason: 'Motivo', renewalSave: 'Guardar revisión', renewalDone: 'Se guardó la nueva revisión de la FDS.', history: 'Revisiones anteriores', replacedDt: 'Sustituida el',
    review: 'Mi revisión', comment: 'Comentario', confirm: 'Confirmar', reject: 'Rechazar', reviewed: 'Su revisión se guardó.', commentRequired: 'Un rechazo necesita un comentario.',
    stockTitle: 'Existencias', search: 'Buscar', ledger: 'Libro mensual (Excel)', stats: 'Encuesta estadística de sustancias (Excel)', koshaImport: 'Consulta KOSHA MSDS', koshaQuery: 'N.º CAS o nombre', koshaByCas: 'N.º CAS', koshaByName: 'Nombre', koshaSearch: 'Buscar', koshaPick: 'Elegir', koshaPreview: 'Revise los datos de KOSHA MSDS', koshaApply: 'Confirmar y rellenar', koshaApplied: 'Formulario rellenado desde KOSHA MSDS. Revíselo y guarde.', koshaNone: 'Sin resultados.', statsYear: 'Año de la encuesta', statsFile: 'estadistica-quimicos', month: 'Mes', allStorages: 'Todos los almacenes', hazmatMultiple: 'Múltiplo de mercancías peligrosas',
    regUpload: 'Carga del libro de regulaciones', uploadHint: 'Columnas: CAS번호, 물질명, 영문명, 규제구분, 함량기준(%), 위험물 류별, 지정수량, 단위 — el libro es la lista completa (las filas ausentes se muestran como eliminadas).',
    choose: 'Elegir archivo', preview: 'Vista previa', added: 'Añadidas', changed: 'Cambiadas', removed: 'Eliminadas', apply: 'Aplicar', applied: 'Aplicado. Se marcaron {{n}} productos con regulaciones cambiadas y se avisó a sus responsables.',
    uploads: 'Historial de cargas', fileNm: 'Archivo', status: 'Estado', by: 'Cargado por', at: 'Cargado el', appliedBy: 'Aplicado por', appliedAt: 'Aplicado el', flagged: 'Productos marcados', before: 'Antes', after: 'Después', casNo: 'N.º CAS', chemNm: 'Sustancia', regCd: 'Categoría', download: 'Archivo',
    qr: 'QR del almacén', qrHint: 'Escanéelo con el móvil para abrir los resúmenes de FDS sin iniciar sesión.',
  },
});
