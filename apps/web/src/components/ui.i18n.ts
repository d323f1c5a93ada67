import { registerTranslations } from '@/lib/i18n';

/** texts of the shared widgets (namespace "ui"); Korean is the source text */
export const UI_NS = 'ui';

registerTranslations(UI_NS, {
  ko: {
    rowTone: '표시', rowTone_danger: '주의', rowTone_warning: '확인 필요',
    choose: '선택', all: '전체', search: '조회', reset: '초기화', add: '추가', save: '저장', delete: '삭제', close: '닫기', confirm: '확인', cancel: '취소', clear: '지우기',
    count: '({{n}}건)', countAtLeast: '({{n}}건 이상)', rowNo: '번호', excel: '엑셀다운로드', print: '인쇄', yes: '예', no: '아니오', use: '사용', unused: '미사용',
    searchHide: '검색조건 숨기기', searchShow: '검색조건 보이기', noData: '조회된 데이터가 없습니다.', attachments: '첨부파일', attachAfterSave: '첨부한 파일은 저장할 때 함께 등록됩니다.',
    errorTitle: '에러', validationFailed: '유효성 검사에 실패했습니다.', validationAlert: '유효성 검사 중 오류가 발생했습니다.', notice: '안내', success: '정상적으로 처리되었습니다.',
    required: '필수 입력 항목입니다.', deptSearch: '부서 선택', processSearch: '공정검색', processNotAssigned: '입력한 사업장과 부서에 배정되지 않은 공정입니다.',
    userSearch: '사용자 검색', recordPick: '번호·제목으로 검색하여 선택', userNm: '이름', deptNm: '부서', positionNm: '직위', userId: '아이디', pick: '선택', facilityType: '설비유형', plant: '사업장',
    processCd: '공정코드', processNm: '공정명', shuttleSource: '선택 가능', shuttleTarget: '선택됨', signatureClear: '다시 쓰기', signatureSave: '서명 저장',
    expandAll: '모두 펼치기', collapseAll: '모두 접기', menuNm: '메뉴명', tagPlaceholder: '입력 후 Enter', seekBlocked: '시청하지 않은 구간으로 이동할 수 없습니다.', speedBlocked: '교육 동영상은 빠르게 재생할 수 없습니다.', notCounted: '시청 시간으로 인정되지 않은 구간부터 다시 재생합니다.',
    total: '총 {{total}}건', loading: 'Loading...', selectRows: '선택된 행이 없습니다.', noImage: '표시할 이미지가 없습니다.', notWrittenYet: '아직 작성되지 않았습니다.', startRecord: '{{title}} 작성', loadFailed: '불러오지 못했습니다.', retry: '다시 시도',
  },
  en: {
    rowTone: 'Flag', rowTone_danger: 'Attention', rowTone_warning: 'Check',
    choose: 'Choose', all: 'All', search: 'Search', reset: 'Reset', add: 'Add', save: 'Save', delete: 'Delete', close: 'Close', confirm: 'OK', cancel: 'Cancel', clear: 'Clear',
    count: '({{n}} rows)', countAtLeast: '({{n}}+ rows)', rowNo: 'No.', excel: 'Excel', print: 'Print', yes: 'Yes', no: 'No', use: 'In use', unused: 'Not used',
    searchHide: 'Hide search conditions', searchShow: 'Show search conditions', noData: 'No data.', attachments: 'Attachments', attachAfterSave: 'Attached files are registered when you save.',
    errorTitle: 'Error', validationFailed: 'Validation failed', validationAlert: 'An error occurred during validation.', notice: 'Notice', success: 'Done.',
    required: 'Required.', deptSearch: 'Select department', processSearch: 'Process search', processNotAssigned: 'The process is not assigned to the entered plant and department.',
    userSearch: 'User search', recordPick: 'Search by number or title', userNm: 'Name', deptNm: 'Department', positionNm: 'Position', userId: 'ID', pick: 'Pick', facilityType: 'Facility type', plant: 'Plant',
    processCd: 'Process code', processNm: 'Process', shuttleSource: 'Available', shuttleTarget: 'Chosen', signatureClear: 'Clear', signatureSave: 'Save signature',
    expandAll: 'Expand all', collapseAll: 'Collapse all', menuNm: 'Menu', tagPlaceholder: 'Type and press Enter', seekBlocked: 'You cannot skip ahead of what you have watched.', speedBlocked: 'The lesson cannot be played faster.', notCounted: 'Playing again from the part not counted as watched.',
    total: '{{total}} in total', loading: 'Loading...', selectRows: 'No row selected.', noImage: 'No image.', notWrittenYet: 'Not written yet.', startRecord: 'Write {{title}}', loadFailed: 'Could not be loaded.', retry: 'Try again',
  },
  zh: {
    rowTone: '标记', rowTone_danger: '注意', rowTone_warning: '需确认',
    choose: '选择', all: '全部', search: '查询', reset: '重置', add: '添加', save: '保存', delete: '删除', close: '关闭', confirm: '确认', cancel: '取消', clear: '清除',
    count: '({{n}}条)', countAtLeast: '({{n}}条以上)', rowNo: '序号', excel: '导出Excel', print: '打印', yes: '是', no: '否', use: '使用', unused: '未使用',
    searchHide: '隐藏查询条件', searchShow: '显示查询条件', noData: '没有数据。', attachments: '附件', attachAfterSave: '附件将在保存时一并登记。',
    errorTitle: '错误', validationFailed: '验证失败', validationAlert: '验证时发生错误。', notice: '提示', success: '处理成功。',
    required: '必填项。', deptSearch: '选择部门', processSearch: '工序检索', processNotAssigned: '该工序未分配给所输入的工厂和部门。',
    userSearch: '用户检索', recordPick: '按编号·标题检索并选择', userNm: '姓名', deptNm: '部门', positionNm: '职位', userId: '账号', pick: '选择', facilityType: '设备类型', plant: '工厂',
    processCd: '工序代码', processNm: '工序名', shuttleSource: '可选', shuttleTarget: '已选', signatureClear: '重写', signatureSave: '保存签名',
    expandAll: '全部展开', collapseAll: '全部收起', menuNm: '菜单名', tagPlaceholder: '输入后按回车', seekBlocked: '不能跳到未观看的部分。', speedBlocked: '培训视频不能加速播放。', notCounted: '从未计入观看时间的部分重新播放。',
    total: '共{{total}}条', loading: 'Loading...', selectRows: '没有选中的行。', noImage: '没有图片。', notWrittenYet: '尚未填写。', startRecord: '填写{{title}}', loadFailed: '无法加载。', retry: '重试',
  },
  es: {
    rowTone: 'Marca', rowTone_danger: 'Atención', rowTone_warning: 'Revisar',
    choose: 'Seleccionar', all: 'Todos', search: 'Buscar', reset: 'Restablecer', add: 'Añadir', save: 'Guardar', delete: 'Eliminar', close: 'Cerrar', confirm: 'Aceptar', cancel: 'Cancelar', clear: 'Borrar',
    count: '({{n}} filas)', countAtLeast: '(más de {{n}} filas)', rowNo: 'N.º', excel: 'Excel', print: 'Imprimir', yes: 'Sí', no: 'No', use: 'En uso', unused: 'Sin uso',
    searchHide: 'Ocultar condiciones', searchShow: 'Mostrar condiciones', noData: 'Sin datos.', attachments: 'Adjuntos', attachAfterSave: 'Los archivos adjuntos se registran al guardar.',
    errorTitle: 'Error', validationFailed: 'Validación fallida', validationAlert: 'Se produjo un error durante la validación.', notice: 'Aviso', success: 'Hecho.',
    required: 'Obligatorio.', deptSearch: 'Elegir departamento', processSearch: 'Búsqueda de procesos', processNotAssigned: 'El proceso no está asignado a la planta y el departamento indicados.',
    userSearch: 'Búsqueda de usuarios', recordPick: 'Buscar por número o título', userNm: 'Nombre', deptNm: 'Departamento', positionNm: 'Puesto', userId: 'ID', pick: 'Elegir', facilityType: 'Tipo de instalación', plant: 'Planta',
    processCd: 'Código', processNm: 'Proceso', shuttleSource: 'Disponibles', shuttleTarget: 'Elegidos', signatureClear: 'Borrar', signatureSave: 'Guardar firma',
    expandAll: 'Expandir todo', collapseAll: 'Contraer todo', menuNm: 'Menú', tagPlaceholder: 'Escriba y pulse Enter', seekBlocked: 'No puede avanzar más allá de lo visto.', speedBlocked: 'La lección no se puede reproducir más rápido.', notCounted: 'Se reproduce de nuevo desde la parte no contada como vista.',
    total: '{{total}} en total', loading: 'Loading...', selectRows: 'Ninguna fila seleccionada.', noImage: 'Sin imagen.', notWrittenYet: 'Aún no se ha redactado.', startRecord: 'Redactar {{title}}', loadFailed: 'No se pudo cargar.', retry: 'Reintentar',
  },
});
