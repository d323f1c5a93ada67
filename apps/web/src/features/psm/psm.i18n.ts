import { registerTranslations } from '@/lib/i18n';

/** texts of the PSM pages (namespace "psm"); Korean is the source text */
export const PSM_NS = 'psm';

registerTranslations(PSM_NS, {
  ko: {
    detectorMap: '감지기 배치도',
    import: '엑셀 업로드', importTitle: '엑셀 업로드 미리보기', importHint: '목록의 엑셀 다운로드와 같은 양식입니다. 사업장과 태그(식별 항목)로 기존 행을 찾아 바꾸고, 없는 행은 추가합니다.',
    insertCnt: '추가', updateCnt: '변경', unchangedCnt: '변경 없음', errors: '오류', apply: '반영', applied: '{{ins}}건 추가, {{upd}}건 변경했습니다.', rowNo: '행', op: '구분', key: '사업장/식별',
    dueTitle: '시험·검사 도래 현황', kindCd: '구분', tagNo: '태그번호', lastYmd: '최근 실시일', cycleMonths: '주기(개월)', dueYmd: '차기 도래일', overdueYn: '상태',
    overdue: '기한 경과', dueSoon: '30일 이내', ok: '정상', never: '실시 기록 없음', allKinds: '전체 구분', count: '{{n}}건', record: '기록 입력',
    VALVE_TEST: '안전밸브 검사', INTERLOCK_TEST: '인터록 시험', DETECTOR_CAL: '감지기 교정', EQUIP_INSPECT: '설비 검사',
    boardTitle: '인터록 우회 현황판', boardEmpty: '우회 중인 인터록이 없습니다.', interlock: '인터록', startDt: '시작', endDt: '종료 기한', remain: '남은 시간', overHours: '{{h}}시간 경과', leftHours: '{{h}}시간 남음',
    reason: '사유', measures: '임시 보호조치', approver: '승인자', open: '열기', refresh: '새로고침', activeCnt: '우회 중 {{n}}건', overdueCnt: '기한 경과 {{n}}건',
    statsTitle: '인터록별 우회 통계', bypassCnt: '우회 횟수', totalHours: '누적 시간(h)', statOverdue: '기한 초과',
  },
  en: {
    detectorMap: 'Detector map',
    import: 'Excel upload', importTitle: 'Excel upload preview', importHint: 'Same layout as the list\'s Excel download. Rows are matched by plant and tag (the identifying column): matches are changed, the others added.',
    insertCnt: 'Added', updateCnt: 'Changed', unchangedCnt: 'Unchanged', errors: 'Errors', apply: 'Apply', applied: '{{ins}} added, {{upd}} changed.', rowNo: 'Row', op: 'Kind', key: 'Plant/key',
    dueTitle: 'Tests and inspections due', kindCd: 'Kind', tagNo: 'Tag no.', lastYmd: 'Last done', cycleMonths: 'Cycle (months)', dueYmd: 'Next due', overdueYn: 'Status',
    overdue: 'Overdue', dueSoon: 'Within 30 days', ok: 'OK', never: 'Never done', allKinds: 'All kinds', count: '{{n}} items', record: 'Record',
    VALVE_TEST: 'Safety valve test', INTERLOCK_TEST: 'Interlock test', DETECTOR_CAL: 'Detector calibration', EQUIP_INSPECT: 'Equipment inspection',
    boardTitle: 'Active bypasses', boardEmpty: 'No interlock is bypassed.', interlock: 'Interlock', startDt: 'Start', endDt: 'Time limit', remain: 'Remaining', overHours: '{{h}} h over', leftHours: '{{h}} h left',
    reason: 'Reason', measures: 'Interim measures', approver: 'Approved by', open: 'Open', refresh: 'Refresh', activeCnt: '{{n}} active', overdueCnt: '{{n}} overdue',
    statsTitle: 'Bypasses per interlock', bypassCnt: 'Bypasses', totalHours: 'Total hours', statOverdue: 'Past limit',
  },
  zh: {
    detectorMap: '探测器平面图',
    import: 'Excel上传', importTitle: 'Excel上传预览', importHint: '格式与列表的Excel下载相同。按工厂和位号匹配现有行并修改，其余新增。',
    insertCnt: '新增', updateCnt: '修改', unchangedCnt: '无变化', errors: '错误', apply: '应用', applied: '新增{{ins}}条，修改{{upd}}条。', rowNo: '行', op: '类别', key: '工厂/标识',
    dueTitle: '测试·检验到期现况', kindCd: '类别', tagNo: '位号', lastYmd: '最近实施日', cycleMonths: '周期(月)', dueYmd: '下次到期日', overdueYn: '状态',
    overdue: '已逾期', dueSoon: '30天内', ok: '正常', never: '无实施记录', allKinds: '全部类别', count: '{{n}}条', record: '录入记录',
    VALVE_TEST: '安全阀检验', INTERLOCK_TEST: '联锁测试', DETECTOR_CAL: '探测器校准', EQUIP_INSPECT: '设备检验',
    boardTitle: '联锁旁路看板', boardEmpty: '没有旁路中的联锁。', interlock: '联锁', startDt: '开始', endDt: '结束期限', remain: '剩余时间', overHours: '超出{{h}}小时', leftHours: '剩余{{h}}小时',
    reason: '理由', measures: '临时保护措施', approver: '批准人', open: '打开', refresh: '刷新', activeCnt: '旁路中{{n}}条', overdueCnt: '逾期{{n}}条',
    statsTitle: '各联锁旁路统计', bypassCnt: '旁路次数', totalHours: '累计时间(h)', statOverdue: '超期',
  },
  es: {
    detectorMap: 'Plano de detectores',
    import: 'Carga Excel', importTitle: 'Vista previa de la carga', importHint: 'Mismo formato que la descarga Excel de la lista. Las filas se emparejan por planta y tag: las existentes se cambian, las demás se añaden.',
    insertCnt: 'Añadidas', updateCnt: 'Cambiadas', unchangedCnt: 'Sin cambios', errors: 'Errores', apply: 'Aplicar', applied: '{{ins}} añadidas, {{upd}} cambiadas.', rowNo: 'Fila', op: 'Tipo', key: 'Planta/clave',
    dueTitle: 'Pruebas e inspecciones pendientes', kindCd: 'Tipo', tagNo: 'N.º de tag', lastYmd: 'Última', cycleMonths: 'Ciclo (meses)', dueYmd: 'Próximo vencimiento', overdueYn: 'Estado',
    overdue: 'Vencida', dueSoon: 'En 30 días', ok: 'Correcto', never: 'Sin registro', allKinds: 'Todos los tipos', count: '{{n}} elementos', record: 'Registrar',
    VALVE_TEST: 'Prueba de válvula', INTERLOCK_TEST: 'Prueba de enclavamiento', DETECTOR_CAL: 'Calibración de detector', EQUIP_INSPECT: 'Inspección de equipo',
    boardTitle: 'Anulaciones activas', boardEmpty: 'Ningún enclavamiento anulado.', interlock: 'Enclavamiento', startDt: 'Inicio', endDt: 'Límite', remain: 'Restante', overHours: '{{h}} h de exceso', leftHours: 'Quedan {{h}} h',
    reason: 'Motivo', measures: 'Medidas provisionales', approver: 'Aprobado por', open: 'Abrir', refresh: 'Actualizar', activeCnt: '{{n}} activas', overdueCnt: '{{n}} vencidas',
    statsTitle: 'Anulaciones por enclavamiento', bypassCnt: 'Anulaciones', totalHours: 'Horas totales', statOverdue: 'Fuera de plazo',
  },
});
