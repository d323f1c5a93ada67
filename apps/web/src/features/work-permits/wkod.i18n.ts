import { registerTranslations } from '@/lib/i18n';

/** texts of the work-permit pages (namespace "safWkod"); Korean is the source text */
export const SAF_WKOD_NS = 'safWkod';

registerTranslations(SAF_WKOD_NS, {
  ko: {
    gas: '가스 측정', gasNext: '다음 측정 예정', gasOverdue: '측정 시기 경과', gasNone: '측정 기록이 없습니다.', measuredDt: '측정 시각', measurer: '측정자', result: '판정', outGases: '기준 초과',
    ok: '적합', out: '부적합', record: '측정 기록', o2Pct: 'O₂ (%)', lelPct: 'LEL (%)', h2sPpm: 'H₂S (ppm)', coPpm: 'CO (ppm)', co2Pct: 'CO₂ (%)', pointDesc: '측정 위치',
    loto: '잠금·표지 (LOTO)', equipment: '설비', equipTag: '설비 태그 (PSM)', energy: '에너지', method: '차단 방법', lockNo: '잠금 번호', tagNo: '표지 번호', isolated: '차단', verified: '무에너지 확인', released: '해제',
    isolate: '차단', verifyZero: '무에너지 확인', release: '해제', remove: '삭제', addLoto: 'LOTO 지점 추가', windows: '작업시간 이력', seq: '차수', start: '시작', end: '종료', reason: '사유',
    signatures: '서명', REQUESTER: '신청자', SUPERVISOR: '감독자', ISSUER: '허가자', overrides: '동시작업(SIMOPS) 승인', overrideWith: '충돌 작업허가 {{no}}',
    issue: '허가', issueOverride: '동시작업 충돌 승인 후 허가', overrideReason: '승인 사유', conflicts: '충돌하는 작업허가', extend: '작업시간 연장', endYmd: '종료일', endTm: '종료 시각', doExtend: '연장',
    mapPoint: '작업 위치 (배치도)', mapPick: '배치도를 눌러 작업 위치를 지정한 뒤 저장하세요.', mapSave: '위치 저장', mapSaved: '작업 위치를 저장했습니다.', today: '오늘의 작업허가', map: '배치도', noMap: '배치도 이미지가 없습니다. 배치도 관리에서 이미지를 올리세요.', maps: '배치도 관리', pick: '작업허가 선택', noPermits: '오늘 진행 중인 작업허가가 없습니다.',
    mobileTitle: '가스 측정 (모바일)', saved: '기록되었습니다.', suspended: '부적합 측정으로 작업이 중지되었습니다.', sign: '서명', signAnd: '서명하고 {{action}}', signHint: '처리 전에 서명하면 함께 저장됩니다.',
    publicTitle: '작업허가 상태', kind: '작업종류', work: '작업명', roster: '작업자 명부 (교육·자격)', workerNm: '성명', vendorNm: '업체', edu: '출입자 안전교육', licencesValid: '자격 유효', licences: '자격·면허 (만료일)', valid: '유효', invalid: '미충족', area: '작업구역', window: '작업시간', status: '상태', lastGas: '최근 가스 측정', notFound: '작업허가를 찾을 수 없습니다.',
  },
  en: {
    gas: 'Gas readings', gasNext: 'Next reading due', gasOverdue: 'Reading overdue', gasNone: 'No readings yet.', measuredDt: 'Measured at', measurer: 'Measured by', result: 'Result', outGases: 'Out of limit',
    ok: 'OK', out: 'Out of limit', record: 'Record reading', o2Pct: 'O2 (%)', lelPct: 'LEL (%)', h2sPpm: 'H2S (ppm)', coPpm: 'CO (ppm)', co2Pct: 'CO2 (%)', pointDesc: 'Point',
    loto: 'Lockout / tagout', equipment: 'Equipment', equipTag: 'Equipment tag (PSM)', energy: 'Energy', method: 'Isolation method', lockNo: 'Lock no.', tagNo: 'Tag no.', isolated: 'Isolated', verified: 'Zero energy verified', released: 'Released',
    isolate: 'Isolate', verifyZero: 'Verify zero energy', release: 'Release', remove: 'Remove', addLoto: 'Add LOTO point', windows: 'Work windows', seq: 'No.', start: 'Start', end: 'End', reason: 'Reason',
    signatures: 'Signatures', REQUESTER: 'Requester', SUPERVISOR: 'Supervisor', ISSUER: 'Issuer', overrides: 'SIMOPS overrides', overrideWith: 'Conflicting permit {{no}}',
    issue: 'Issue', issueOverride: 'Override the conflict and issue', overrideReason: 'Reason', conflicts: 'Conflicting permits', extend: 'Extend the window', endYmd: 'End date', endTm: 'End time', doExtend: 'Extend',
    mapPoint: 'Work location (map)', mapPick: 'Click the map to place the work, then save.', mapSave: 'Save location', mapSaved: 'Work location saved.', today: 'Permits today', map: 'Map', noMap: 'No map image. Upload one under Maps.', maps: 'Maps', pick: 'Choose a permit', noPermits: 'No permits in progress today.',
    mobileTitle: 'Gas readings (phone)', saved: 'Recorded.', suspended: 'Work suspended after an out-of-limit reading.', sign: 'Sign', signAnd: 'Sign and {{action}}', signHint: 'A signature made before the step is saved with it.',
    publicTitle: 'Work permit status', kind: 'Work kind', work: 'Work', roster: 'Roster (training, licences)', workerNm: 'Name', vendorNm: 'Contractor', edu: 'Site safety training', licencesValid: 'Licences valid', licences: 'Licences (expiry)', valid: 'Valid', invalid: 'Not met', area: 'Area', window: 'Window', status: 'Status', lastGas: 'Last gas reading', notFound: 'Permit not found.',
  },
  zh: {
    gas: '气体检测', gasNext: '下次检测时间', gasOverdue: '检测已逾期', gasNone: '暂无检测记录。', measuredDt: '检测时间', measurer: '检测人', result: '判定', outGases: '超标',
    ok: '合格', out: '不合格', record: '记录检测', o2Pct: 'O₂ (%)', lelPct: 'LEL (%)', h2sPpm: 'H₂S (ppm)', coPpm: 'CO (ppm)', co2Pct: 'CO₂ (%)', pointDesc: '检测位置',
    loto: '上锁挂牌 (LOTO)', equipment: '设备', equipTag: '设备位号 (PSM)', energy: '能量', method: '隔离方法', lockNo: '锁编号', tagNo: '牌编号', isolated: '已隔离', verified: '零能量确认', released: '已解除',
    isolate: '隔离', verifyZero: '零能量确认', release: '解除', remove: '删除', addLoto: '添加LOTO点', windows: '作业时间记录', seq: '次序', start: '开始', end: '结束', reason: '理由',
    signatures: '签名', REQUESTER: '申请人', SUPERVISOR: '监督人', ISSUER: '许可人', overrides: '交叉作业(SIMOPS)批准', overrideWith: '冲突作业许可 {{no}}',
    issue: '许可', issueOverride: '批准冲突后许可', overrideReason: '批准理由', conflicts: '冲突的作业许可', extend: '延长作业时间', endYmd: '结束日期', endTm: '结束时间', doExtend: '延长',
    mapPoint: '作业位置（平面图）', mapPick: '点击平面图指定作业位置后保存。', mapSave: '保存位置', mapSaved: '已保存作业位置。', today: '今日作业许可', map: '平面图', noMap: '没有平面图图像。请在平面图管理中上传。', maps: '平面图管理', pick: '选择作业许可', noPermits: '今日没有进行中的作业许可。',
    mobileTitle: '气体检测(移动)', saved: '已记录。', suspended: '检测不合格, 作业已暂停。', sign: '签名', signAnd: '签名并{{action}}', signHint: '处理前签名将一并保存。',
    publicTitle: '作业许可状态', kind: '作业种类', work: '作业名称', roster: '作业人员名册(培训·资格)', workerNm: '姓名', vendorNm: '企业', edu: '入场安全培训', licencesValid: '资格有效', licences: '资格·执照(到期日)', valid: '有效', invalid: '不满足', area: '作业区域', window: '作业时间', status: '状态', lastGas: '最近气体检测', notFound: '找不到作业许可。',
  },
  es: {
    gas: 'Mediciones de gas', gasNext: 'Próxima medición', gasOverdue: 'Medición vencida', gasNone: 'Sin mediciones.', measuredDt: 'Medido a las', measurer: 'Medido por', result: 'Resultado', outGases: 'Fuera de límite',
    ok: 'Correcto', out: 'Fuera de límite', record: 'Registrar', o2Pct: 'O2 (%)', lelPct: 'LEL (%)', h2sPpm: 'H2S (ppm)', coPpm: 'CO (ppm)', co2Pct: 'CO2 (%)', pointDesc: 'Punto',
    loto: 'Bloqueo y etiquetado', equipment: 'Equipo', equipTag: 'Etiqueta del equipo (PSM)', energy: 'Energía', method: 'Método de aislamiento', lockNo: 'N.º de candado', tagNo: 'N.º de etiqueta', isolated: 'Aislado', verified: 'Energía cero verificada', released: 'Liberado',
    isolate: 'Aislar', verifyZero: 'Verificar energía cero', release: 'Liberar', remove: 'Quitar', addLoto: 'Añadir punto LOTO', windows: 'Horarios', seq: 'N.º', start: 'Inicio', end: 'Fin', reason: 'Motivo',
    signatures: 'Firmas', REQUESTER: 'Solicitante', SUPERVISOR: 'Supervisor', ISSUER: 'Emisor', overrides: 'Excepciones SIMOPS', overrideWith: 'Permiso en conflicto {{no}}',
    issue: 'Emitir', issueOverride: 'Aprobar el conflicto y emitir', overrideReason: 'Motivo', conflicts: 'Permisos en conflicto', extend: 'Ampliar el horario', endYmd: 'Fecha de fin', endTm: 'Hora de fin', doExtend: 'Ampliar',
    mapPoint: 'Lugar del trabajo (plano)', mapPick: 'Pulse en el plano para situar el trabajo y guarde.', mapSave: 'Guardar lugar', mapSaved: 'Lugar guardado.', today: 'Permisos de hoy', map: 'Plano', noMap: 'Sin imagen del plano. Súbala en Planos.', maps: 'Planos', pick: 'Elija un permiso', noPermits: 'No hay permisos en curso hoy.',
    mobileTitle: 'Mediciones de gas (móvil)', saved: 'Registrado.', suspended: 'Trabajo suspendido por una medición fuera de límites.', sign: 'Firmar', signAnd: 'Firmar y {{action}}', signHint: 'Una firma hecha antes del paso se guarda con él.',
    publicTitle: 'Estado del permiso', kind: 'Tipo de trabajo', work: 'Trabajo', roster: 'Registro (formación, licencias)', workerNm: 'Nombre', vendorNm: 'Contratista', edu: 'Formación de seguridad', licencesValid: 'Licencias válidas', licences: 'Licencias (vencimiento)', valid: 'Válido', invalid: 'No cumple', area: 'Zona', window: 'Horario', status: 'Estado', lastGas: 'Última medición de gas', notFound: 'Permiso no encontrado.',
  },
});
