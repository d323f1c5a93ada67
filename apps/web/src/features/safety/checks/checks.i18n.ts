import { registerTranslations } from '@/lib/i18n';

/** texts of the check phone page and the facility due list (namespace "safCheck"); Korean is the source text */
export const SAF_CHECK_NS = 'safCheck';

registerTranslations(SAF_CHECK_NS, {
  ko: {
    'm.title': '안전점검', 'm.type': '점검구분', 'm.template': '점검표', 'm.place': '점검장소', 'm.date': '점검일', 'm.start': '점검 시작',
    'm.facility': '설비 (선택)', 'm.facilityPh': '설비를 점검할 때 고르세요', 'm.noTemplate': '이 점검구분의 점검표가 없습니다.', 'm.copied': '지난 점검({{no}}번)의 결과를 불러왔습니다. 오늘 상태로 고쳐 주세요.',
    'm.good': '양호', 'm.bad': '불량', 'm.na': '해당없음', 'm.score': '점수', 'm.comment': '불량 내용', 'm.commentPh': '무엇이 불량인지 적어 주세요.',
    'm.photo': '사진 촬영', 'm.photoDone': '사진 있음', 'm.photoNeeded': '불량이면 사진 필수', 'm.signature': '점검자 서명', 'm.signed': '서명됨',
    'm.save': '임시저장', 'm.complete': '점검완료', 'm.saved': '저장되었습니다.', 'm.completed': '점검을 완료했습니다. 불량 {{n}}건은 개선조치로 등록되었습니다.',
    'm.progress': '{{done}} / {{total}} 항목', 'm.badCount': '불량 {{n}}', 'm.readonly': '완료된 점검입니다.', 'm.new': '새 점검', 'm.actionNo': '개선조치 #{{no}}',
    'm.status': '상태',
    'due.title': '검사 도래 설비', 'due.within': '기간', 'due.days': '{{n}}일 이내', 'due.overdue': '기한경과', 'due.daysLeft': 'D-{{n}}', 'due.over': '{{n}}일 경과',
    'due.facilityCd': '설비코드', 'due.facilityNm': '설비명', 'due.type': '설비유형', 'due.dept': '관리부서', 'due.place': '설치장소', 'due.legal': '안전검사 대상',
    'due.last': '최근 검사일', 'due.next': '다음 검사일', 'due.state': '상태', 'due.count': '{{n}}건', 'tab.master': '설비·검사이력', 'tab.due': '검사 도래', 'import.template': '업로드 양식', 'import.upload': '엑셀 업로드', 'import.done': '설비 {{n}}건을 등록했습니다.', 'import.errors': '업로드하지 못했습니다 (아무것도 저장되지 않음)',
  },
  en: {
    'm.title': 'Safety check', 'm.type': 'Check type', 'm.template': 'Template', 'm.place': 'Place', 'm.date': 'Date', 'm.start': 'Start check',
    'm.facility': 'Facility (optional)', 'm.facilityPh': 'Pick one to check a facility', 'm.noTemplate': 'No template for this check type.', 'm.copied': 'Answers of the last check (no. {{no}}) loaded. Correct them to today\'s state.',
    'm.good': 'Good', 'm.bad': 'Bad', 'm.na': 'N/A', 'm.score': 'Score', 'm.comment': 'What is wrong', 'm.commentPh': 'Describe the defect.',
    'm.photo': 'Take photo', 'm.photoDone': 'Photo attached', 'm.photoNeeded': 'Photo required when bad', 'm.signature': 'Checker signature', 'm.signed': 'Signed',
    'm.save': 'Save draft', 'm.complete': 'Complete', 'm.saved': 'Saved.', 'm.completed': 'Check completed. {{n}} bad items became improvement actions.',
    'm.progress': '{{done}} / {{total}} items', 'm.badCount': 'Bad {{n}}', 'm.readonly': 'This check is completed.', 'm.new': 'New check', 'm.actionNo': 'Action #{{no}}',
    'm.status': 'Status',
    'due.title': 'Facilities due for inspection', 'due.within': 'Within', 'due.days': '{{n}} days', 'due.overdue': 'Overdue', 'due.daysLeft': 'D-{{n}}', 'due.over': '{{n}} days overdue',
    'due.facilityCd': 'Code', 'due.facilityNm': 'Facility', 'due.type': 'Type', 'due.dept': 'Department', 'due.place': 'Place', 'due.legal': 'Legal inspection',
    'due.last': 'Last inspection', 'due.next': 'Next inspection', 'due.state': 'State', 'due.count': '{{n}}', 'tab.master': 'Facilities and history', 'tab.due': 'Due list', 'import.template': 'Upload template', 'import.upload': 'Excel upload', 'import.done': '{{n}} facilities registered.', 'import.errors': 'Upload refused (nothing saved)',
  },
  zh: {
    'm.title': '安全检查', 'm.type': '检查类别', 'm.template': '检查表', 'm.place': '检查地点', 'm.date': '检查日期', 'm.start': '开始检查',
    'm.facility': '设备（可选）', 'm.facilityPh': '检查设备时请选择', 'm.noTemplate': '该检查类别没有检查表。', 'm.copied': '已载入上次检查(第{{no}}号)的结果，请按今天的状态修改。',
    'm.good': '良好', 'm.bad': '不良', 'm.na': '不适用', 'm.score': '分数', 'm.comment': '不良内容', 'm.commentPh': '请填写不良内容。',
    'm.photo': '拍照', 'm.photoDone': '已有照片', 'm.photoNeeded': '不良时必须拍照', 'm.signature': '检查人签名', 'm.signed': '已签名',
    'm.save': '暂存', 'm.complete': '完成检查', 'm.saved': '已保存。', 'm.completed': '检查已完成。{{n}}项不良已登记为整改措施。',
    'm.progress': '{{done}} / {{total}} 项', 'm.badCount': '不良 {{n}}', 'm.readonly': '检查已完成。', 'm.new': '新检查', 'm.actionNo': '整改措施 #{{no}}',
    'm.status': '状态',
    'due.title': '即将检验的设备', 'due.within': '期间', 'due.days': '{{n}}天内', 'due.overdue': '已逾期', 'due.daysLeft': 'D-{{n}}', 'due.over': '逾期{{n}}天',
    'due.facilityCd': '设备代码', 'due.facilityNm': '设备名称', 'due.type': '设备类型', 'due.dept': '管理部门', 'due.place': '安装地点', 'due.legal': '安全检验对象',
    'due.last': '最近检验日', 'due.next': '下次检验日', 'due.state': '状态', 'due.count': '{{n}}条', 'tab.master': '设备·检验记录', 'tab.due': '检验到期', 'import.template': '上传模板', 'import.upload': 'Excel上传', 'import.done': '已登记设备{{n}}条。', 'import.errors': '上传失败(未保存任何内容)',
  },
  es: {
    'm.title': 'Inspección de seguridad', 'm.type': 'Tipo', 'm.template': 'Lista', 'm.place': 'Lugar', 'm.date': 'Fecha', 'm.start': 'Iniciar',
    'm.facility': 'Instalación (opcional)', 'm.facilityPh': 'Elija una para inspeccionar una instalación', 'm.noTemplate': 'No hay lista para este tipo.', 'm.copied': 'Se cargaron las respuestas de la última inspección (n.º {{no}}). Corríjalas según el estado de hoy.',
    'm.good': 'Bien', 'm.bad': 'Mal', 'm.na': 'N/A', 'm.score': 'Puntuación', 'm.comment': 'Defecto', 'm.commentPh': 'Describa el defecto.',
    'm.photo': 'Tomar foto', 'm.photoDone': 'Foto adjunta', 'm.photoNeeded': 'Foto obligatoria si mal', 'm.signature': 'Firma del inspector', 'm.signed': 'Firmado',
    'm.save': 'Guardar', 'm.complete': 'Completar', 'm.saved': 'Guardado.', 'm.completed': 'Inspección completada. {{n}} puntos mal pasaron a acciones de mejora.',
    'm.progress': '{{done}} / {{total}} puntos', 'm.badCount': 'Mal {{n}}', 'm.readonly': 'Esta inspección está completada.', 'm.new': 'Nueva inspección', 'm.actionNo': 'Acción #{{no}}',
    'm.status': 'Estado',
    'due.title': 'Instalaciones por inspeccionar', 'due.within': 'Plazo', 'due.days': '{{n}} días', 'due.overdue': 'Vencida', 'due.daysLeft': 'D-{{n}}', 'due.over': '{{n}} días vencida',
    'due.facilityCd': 'Código', 'due.facilityNm': 'Instalación', 'due.type': 'Tipo', 'due.dept': 'Departamento', 'due.place': 'Lugar', 'due.legal': 'Inspección legal',
    'due.last': 'Última', 'due.next': 'Próxima', 'due.state': 'Estado', 'due.count': '{{n}}', 'tab.master': 'Instalaciones e historial', 'tab.due': 'Vencimientos', 'import.template': 'Plantilla', 'import.upload': 'Subir Excel', 'import.done': '{{n}} instalaciones registradas.', 'import.errors': 'Carga rechazada (no se guardó nada)',
  },
});
