import { registerTranslations } from '@/lib/i18n';

export const NS = 'attachmentsAdmin';

registerTranslations(NS, {
  ko: {
    title: '첨부파일설정', taskClassNm: '업무구분명', taskClassDesc: '업무구분설명', acceptExt: '허용확장자', limitCnt: '파일갯수', limitSize: '파일용량(MB)',
    dragDropYn: '드래그앤드롭', multipleSelYn: '다중선택', previewYn: '미리보기', pictureExplainYn: '사진설명', encryptYn: '암호화', useYn: '사용여부',
    registeredYn: '모듈 등록', search: '조회', add: '신규', save: '저장', delete: '삭제', cancel: '취소', keyword: '업무구분명/설명', all: '전체',
    saved: '저장되었습니다.', deleted: '삭제되었습니다.', confirmDelete: '설정을 삭제하면 기본값(999개, 20MB)이 적용됩니다. 삭제 하시겠습니까?', template: '업로드 양식',
    vendorDocs: '협력업체 서류함', vendorNm: '협력업체', plantNm: '사업장', fileCnt: '서류 수', pickVendor: '왼쪽에서 협력업체를 선택하세요.', extHelp: '쉼표(,)로 구분, 예: pdf,png,jpg',
  },
  en: {
    title: 'Attachment settings', taskClassNm: 'Task class', taskClassDesc: 'Description', acceptExt: 'Allowed extensions', limitCnt: 'Max files', limitSize: 'Max size (MB)',
    dragDropYn: 'Drag and drop', multipleSelYn: 'Multiple', previewYn: 'Preview', pictureExplainYn: 'Captions', encryptYn: 'Encrypt', useYn: 'In use',
    registeredYn: 'Registered', search: 'Search', add: 'New', save: 'Save', delete: 'Delete', cancel: 'Cancel', keyword: 'Task class / description', all: 'All',
    saved: 'Saved.', deleted: 'Deleted.', confirmDelete: 'Without a setting the defaults (999 files, 20 MB) apply. Delete?', template: 'Upload template',
    vendorDocs: 'Vendor documents', vendorNm: 'Vendor', plantNm: 'Plant', fileCnt: 'Documents', pickVendor: 'Choose a vendor on the left.', extHelp: 'Comma separated, e.g. pdf,png,jpg',
  },
  zh: {
    title: '附件设置', taskClassNm: '业务类别', taskClassDesc: '说明', acceptExt: '允许扩展名', limitCnt: '文件数量', limitSize: '文件容量(MB)',
    dragDropYn: '拖放', multipleSelYn: '多选', previewYn: '预览', pictureExplainYn: '图片说明', encryptYn: '加密', useYn: '是否使用',
    registeredYn: '模块注册', search: '查询', add: '新建', save: '保存', delete: '删除', cancel: '取消', keyword: '业务类别/说明', all: '全部',
    saved: '已保存。', deleted: '已删除。', confirmDelete: '删除设置后将使用默认值(999个, 20MB)。确定删除吗？', template: '上传模板',
    vendorDocs: '协力企业文件', vendorNm: '协力企业', plantNm: '工厂', fileCnt: '文件数', pickVendor: '请在左侧选择协力企业。', extHelp: '用逗号分隔，例如 pdf,png,jpg',
  },
  es: {
    title: 'Configuración de adjuntos', taskClassNm: 'Clase de tarea', taskClassDesc: 'Descripción', acceptExt: 'Extensiones permitidas', limitCnt: 'Máx. archivos', limitSize: 'Tamaño máx. (MB)',
    dragDropYn: 'Arrastrar y soltar', multipleSelYn: 'Múltiple', previewYn: 'Vista previa', pictureExplainYn: 'Descripciones', encryptYn: 'Cifrar', useYn: 'En uso',
    registeredYn: 'Registrada', search: 'Buscar', add: 'Nuevo', save: 'Guardar', delete: 'Eliminar', cancel: 'Cancelar', keyword: 'Clase / descripción', all: 'Todos',
    saved: 'Guardado.', deleted: 'Eliminado.', confirmDelete: 'Sin configuración se aplican los valores por defecto (999 archivos, 20 MB). ¿Eliminar?', template: 'Plantilla de carga',
    vendorDocs: 'Documentos de contratistas', vendorNm: 'Contratista', plantNm: 'Planta', fileCnt: 'Documentos', pickVendor: 'Elija un contratista a la izquierda.', extHelp: 'Separadas por comas, p. ej. pdf,png,jpg',
  },
});
