import { registerTranslations } from '@/lib/i18n';

/** texts of the child-row grid editor (namespace "childGrid") */
export const CHILD_GRID_NS = 'childGrid';

registerTranslations(CHILD_GRID_NS, {
  ko: { addRow: '행 추가', removeRow: '행 삭제', rowNo: '번호', count: '{{n}} / 최대 {{max}}행', empty: '입력된 행이 없습니다.', requiredMark: '필수', pickUser: '사용자 검색', pickFirst: '{{field}}을(를) 먼저 선택하세요', uploadFile: '파일 올리기', replaceFile: '다른 파일', fileAfterSave: '저장 후 파일을 올릴 수 있습니다' },
  en: { addRow: 'Add row', removeRow: 'Remove row', rowNo: 'No.', count: '{{n}} / max {{max}} rows', empty: 'No rows.', requiredMark: 'Required', pickUser: 'Find a user', pickFirst: 'Choose the {{field}} first', uploadFile: 'Upload file', replaceFile: 'Other file', fileAfterSave: 'Save first to upload a file' },
  zh: { addRow: '添加行', removeRow: '删除行', rowNo: '序号', count: '{{n}} / 最多 {{max}} 行', empty: '没有行。', requiredMark: '必填', pickUser: '查找用户', pickFirst: '请先选择{{field}}', uploadFile: '上传文件', replaceFile: '更换文件', fileAfterSave: '保存后可上传文件' },
  es: { addRow: 'Añadir fila', removeRow: 'Quitar fila', rowNo: 'N.º', count: '{{n}} / máx. {{max}} filas', empty: 'Sin filas.', requiredMark: 'Obligatorio', pickUser: 'Buscar usuario', pickFirst: 'Elija primero: {{field}}', uploadFile: 'Subir archivo', replaceFile: 'Otro archivo', fileAfterSave: 'Guarde primero para subir un archivo' },
});
