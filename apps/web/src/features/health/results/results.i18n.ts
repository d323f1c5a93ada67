import { registerTranslations } from '@/lib/i18n';

export const HEA_RESULT_NS = 'heaResult';

registerTranslations(HEA_RESULT_NS, {
  ko: {
    list: {
      title: '검진결과', plant: '사업장', dept: '부서', year: '검진연도', diag: '판정', userNm: '성명', plan: '검진계획', all: '전체', capped: '{{n}}건 이상',
      template: '엑셀 양식', upload: '엑셀 업로드', enter: '결과 입력', pickPlan: '검진계획을 선택하세요.', uploaded: '{{inserted}}건 등록, {{updated}}건 수정했습니다.',
      uploadErrors: '엑셀 업로드 오류 (저장하지 않았습니다)', ownOnly: '본인의 검진결과만 표시됩니다.',
    },
    col: {
      plantNm: '사업장', heaCheckupPlanNm: '검진계획', deptNm: '부서', userId: '사번', userNm: '성명', checkupYmd: '검진일', heaCheckupOrgNm: '검진기관',
      diagCd: '판정', diagNm: '판정명', workFitnessCd: '업무적합성', followupActionNm: '사후관리조치', abnormalCnt: '이상항목', retentionUntilYmd: '보존기한',
    },
    form: {
      title: '검진결과 입력', detail: '검진결과', target: '대상자', date: '검진일', org: '검진기관', diag: '판정', fitness: '업무적합성', followup: '사후관리 조치',
      opinion: '사후관리 소견', items: '검사항목 결과', item: '검사항목', value: '결과값', unit: '단위', range: '정상범위', abnormal: '판정', abnormalY: '이상', abnormalN: '정상',
      save: '저장', saved: '저장했습니다.', delete: '삭제', deleteConfirm: '검진결과를 삭제하시겠습니까?', deleted: '삭제했습니다.', retention: '보존기한', carcinogen: '발암성물질 취급(30년 보존)',
      confirmTitle: '확인', hasResult: '결과 있음',
    },
    suspect: {
      title: '유소견자 관리', candidates: '자동 후보 (C1·C2·D1·D2·R 판정)', list: '유소견자·요관찰자 목록', designate: '지정 요청', release: '해제 요청', reason: '지정 사유',
      releaseReason: '해제 사유', requested: '결재를 요청했습니다.', request: '결재 요청', abnormalItems: '이상 항목', status: '상태', designateYmd: '지정일', releaseYmd: '해제일',
      consults: '상담', consultCnt: '상담 횟수', lastConsult: '최근 상담일', delete: '삭제', deleteConfirm: '유소견자 등록을 삭제하시겠습니까?', deleted: '삭제했습니다.',
      includeReleased: '해제 포함', confirmDesignate: '유소견자 지정 결재를 요청하시겠습니까?', confirmRelease: '유소견자 해제 결재를 요청하시겠습니까?',
    },
    status: { DRAFT: '작성중', DESIGNATE_REQ: '지정 결재중', DESIGNATED: '지정', RELEASE_REQ: '해제 결재중', RELEASED: '해제' },
    consult: {
      title: '사후관리 상담', date: '상담일', consultant: '상담자', content: '상담 내용', nextAction: '다음 조치', nextDate: '다음 상담 예정일', add: '상담 등록', added: '상담을 등록했습니다.',
      none: '상담 기록이 없습니다.',
    },
  },
  en: {
    list: {
      title: 'Checkup results', plant: 'Plant', dept: 'Department', year: 'Year', diag: 'Diagnosis', userNm: 'Name', plan: 'Checkup plan', all: 'All', capped: '{{n}}+ rows',
      template: 'Excel template', upload: 'Excel upload', enter: 'Enter result', pickPlan: 'Choose a checkup plan.', uploaded: '{{inserted}} added, {{updated}} updated.',
      uploadErrors: 'Excel upload errors (nothing was saved)', ownOnly: 'Only your own results are shown.',
    },
    col: {
      plantNm: 'Plant', heaCheckupPlanNm: 'Plan', deptNm: 'Department', userId: 'Employee no.', userNm: 'Name', checkupYmd: 'Checkup date', heaCheckupOrgNm: 'Hospital',
      diagCd: 'Diagnosis', diagNm: 'Diagnosis name', workFitnessCd: 'Fitness for work', followupActionNm: 'Follow-up', abnormalCnt: 'Abnormal items', retentionUntilYmd: 'Keep until',
    },
    form: {
      title: 'Enter checkup result', detail: 'Checkup result', target: 'Worker', date: 'Checkup date', org: 'Hospital', diag: 'Diagnosis', fitness: 'Fitness for work', followup: 'Follow-up action',
      opinion: 'Follow-up opinion', items: 'Test results', item: 'Test item', value: 'Value', unit: 'Unit', range: 'Normal range', abnormal: 'Judgement', abnormalY: 'Abnormal', abnormalN: 'Normal',
      save: 'Save', saved: 'Saved.', delete: 'Delete', deleteConfirm: 'Delete this checkup result?', deleted: 'Deleted.', retention: 'Keep until', carcinogen: 'Carcinogen exposure (kept 30 years)',
      confirmTitle: 'Confirm', hasResult: 'Entered',
    },
    suspect: {
      title: 'Abnormal findings', candidates: 'Automatic candidates (C1, C2, D1, D2, R)', list: 'Designated workers', designate: 'Request designation', release: 'Request release',
      reason: 'Reason', releaseReason: 'Release reason', requested: 'Approval requested.', request: 'Request approval', abnormalItems: 'Abnormal items', status: 'Status',
      designateYmd: 'Designated', releaseYmd: 'Released', consults: 'Consultations', consultCnt: 'Consultations', lastConsult: 'Last consultation', delete: 'Delete',
      deleteConfirm: 'Delete this record?', deleted: 'Deleted.', includeReleased: 'Include released', confirmDesignate: 'Request approval of the designation?', confirmRelease: 'Request approval of the release?',
    },
    status: { DRAFT: 'Draft', DESIGNATE_REQ: 'Designation in approval', DESIGNATED: 'Designated', RELEASE_REQ: 'Release in approval', RELEASED: 'Released' },
    consult: {
      title: 'Follow-up consultations', date: 'Date', consultant: 'Consultant', content: 'Content', nextAction: 'Next action', nextDate: 'Next consultation', add: 'Add consultation',
      added: 'Consultation added.', none: 'No consultations yet.',
    },
  },
  zh: {
    list: {
      title: '体检结果', plant: '工厂', dept: '部门', year: '体检年度', diag: '判定', userNm: '姓名', plan: '体检计划', all: '全部', capped: '{{n}}条以上',
      template: 'Excel模板', upload: 'Excel上传', enter: '录入结果', pickPlan: '请选择体检计划。', uploaded: '新增{{inserted}}条, 修改{{updated}}条。',
      uploadErrors: 'Excel上传错误(未保存)', ownOnly: '仅显示本人的体检结果。',
    },
    col: {
      plantNm: '工厂', heaCheckupPlanNm: '体检计划', deptNm: '部门', userId: '工号', userNm: '姓名', checkupYmd: '体检日', heaCheckupOrgNm: '体检机构',
      diagCd: '判定', diagNm: '判定名称', workFitnessCd: '作业适合性', followupActionNm: '事后管理措施', abnormalCnt: '异常项目', retentionUntilYmd: '保存期限',
    },
    form: {
      title: '录入体检结果', detail: '体检结果', target: '对象', date: '体检日', org: '体检机构', diag: '判定', fitness: '作业适合性', followup: '事后管理措施',
      opinion: '事后管理意见', items: '检查项目结果', item: '检查项目', value: '结果值', unit: '单位', range: '正常范围', abnormal: '判定', abnormalY: '异常', abnormalN: '正常',
      save: '保存', saved: '已保存。', delete: '删除', deleteConfirm: '要删除体检结果吗?', deleted: '已删除。', retention: '保存期限', carcinogen: '接触致癌物质(保存30年)',
      confirmTitle: '确认', hasResult: '已录入',
    },
    suspect: {
      title: '有所见者管理', candidates: '自动候选(C1·C2·D1·D2·R)', list: '有所见者·需观察者列表', designate: '申请指定', release: '申请解除', reason: '指定理由',
      releaseReason: '解除理由', requested: '已申请审批。', request: '申请审批', abnormalItems: '异常项目', status: '状态', designateYmd: '指定日', releaseYmd: '解除日',
      consults: '咨询', consultCnt: '咨询次数', lastConsult: '最近咨询日', delete: '删除', deleteConfirm: '要删除该记录吗?', deleted: '已删除。', includeReleased: '包括已解除',
      confirmDesignate: '要申请指定审批吗?', confirmRelease: '要申请解除审批吗?',
    },
    status: { DRAFT: '草稿', DESIGNATE_REQ: '指定审批中', DESIGNATED: '已指定', RELEASE_REQ: '解除审批中', RELEASED: '已解除' },
    consult: { title: '事后管理咨询', date: '咨询日', consultant: '咨询人', content: '咨询内容', nextAction: '下一步措施', nextDate: '下次咨询日', add: '登记咨询', added: '已登记咨询。', none: '暂无咨询记录。' },
  },
  es: {
    list: {
      title: 'Resultados de chequeo', plant: 'Planta', dept: 'Departamento', year: 'Año', diag: 'Diagnóstico', userNm: 'Nombre', plan: 'Plan de chequeo', all: 'Todos', capped: 'más de {{n}}',
      template: 'Plantilla Excel', upload: 'Subir Excel', enter: 'Registrar resultado', pickPlan: 'Elija un plan de chequeo.', uploaded: '{{inserted}} añadidos, {{updated}} actualizados.',
      uploadErrors: 'Errores en el Excel (no se guardó nada)', ownOnly: 'Solo se muestran sus propios resultados.',
    },
    col: {
      plantNm: 'Planta', heaCheckupPlanNm: 'Plan', deptNm: 'Departamento', userId: 'N.º empleado', userNm: 'Nombre', checkupYmd: 'Fecha', heaCheckupOrgNm: 'Centro',
      diagCd: 'Diagnóstico', diagNm: 'Descripción', workFitnessCd: 'Aptitud', followupActionNm: 'Seguimiento', abnormalCnt: 'Anormales', retentionUntilYmd: 'Conservar hasta',
    },
    form: {
      title: 'Registrar resultado', detail: 'Resultado de chequeo', target: 'Trabajador', date: 'Fecha', org: 'Centro', diag: 'Diagnóstico', fitness: 'Aptitud para el trabajo',
      followup: 'Medida de seguimiento', opinion: 'Opinión de seguimiento', items: 'Resultados de pruebas', item: 'Prueba', value: 'Valor', unit: 'Unidad', range: 'Rango normal',
      abnormal: 'Juicio', abnormalY: 'Anormal', abnormalN: 'Normal', save: 'Guardar', saved: 'Guardado.', delete: 'Eliminar', deleteConfirm: '¿Eliminar este resultado?',
      deleted: 'Eliminado.', retention: 'Conservar hasta', carcinogen: 'Exposición a cancerígenos (30 años)', confirmTitle: 'Confirmar', hasResult: 'Registrado',
    },
    suspect: {
      title: 'Hallazgos anormales', candidates: 'Candidatos automáticos (C1, C2, D1, D2, R)', list: 'Trabajadores designados', designate: 'Solicitar designación',
      release: 'Solicitar liberación', reason: 'Motivo', releaseReason: 'Motivo de liberación', requested: 'Aprobación solicitada.', request: 'Solicitar aprobación',
      abnormalItems: 'Pruebas anormales', status: 'Estado', designateYmd: 'Designado', releaseYmd: 'Liberado', consults: 'Consultas', consultCnt: 'Consultas',
      lastConsult: 'Última consulta', delete: 'Eliminar', deleteConfirm: '¿Eliminar este registro?', deleted: 'Eliminado.', includeReleased: 'Incluir liberados',
      confirmDesignate: '¿Solicitar la aprobación de la designación?', confirmRelease: '¿Solicitar la aprobación de la liberación?',
    },
    status: { DRAFT: 'Borrador', DESIGNATE_REQ: 'Designación en aprobación', DESIGNATED: 'Designado', RELEASE_REQ: 'Liberación en aprobación', RELEASED: 'Liberado' },
    consult: {
      title: 'Consultas de seguimiento', date: 'Fecha', consultant: 'Consultor', content: 'Contenido', nextAction: 'Próxima acción', nextDate: 'Próxima consulta',
      add: 'Registrar consulta', added: 'Consulta registrada.', none: 'Aún no hay consultas.',
    },
  },
});
