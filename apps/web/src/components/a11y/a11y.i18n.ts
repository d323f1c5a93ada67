import { registerTranslations } from '@/lib/i18n';

/** names the accessibility layer gives to Ant Design parts that have none (namespace "a11y"); Korean is the source text */
export const A11Y_NS = 'a11y';

const ko = {
  scrollRegion: '스크롤 영역', table: '표', progress: '진행률', selectAll: '전체 선택', select: '선택', skipToContent: '본문 바로가기',
  icon: {
    search: '조회', plus: '추가', delete: '삭제', edit: '수정', close: '닫기', reload: '새로고침', download: '내려받기', upload: '올리기',
    printer: '인쇄', eye: '보기', setting: '설정', filter: '필터', more: '더보기', left: '이전', right: '다음', up: '위로', down: '아래로',
    copy: '복사', save: '저장', check: '확인', minus: '빼기', 'file-excel': '엑셀', 'question-circle': '도움말', 'info-circle': '안내',
    'arrow-up': '위로', 'arrow-down': '아래로', 'arrow-left': '이전', 'arrow-right': '다음', 'double-left': '처음', 'double-right': '끝',
    'menu-fold': '메뉴 접기', 'menu-unfold': '메뉴 펼치기', calendar: '날짜 선택', 'close-circle': '지우기', camera: '사진', 'paper-clip': '첨부', qrcode: 'QR 코드',
    user: '사용자', bell: '알림', expand: '전체 화면', compress: '전체 화면 끝내기', swap: '바꾸기', undo: '되돌리기', 'caret-down': '펼치기', 'caret-up': '접기',
  },
};
type Shape = { [K in keyof typeof ko]: K extends 'icon' ? Record<keyof typeof ko.icon, string> : string };

const en: Shape = {
  scrollRegion: 'Scrollable area', table: 'Table', progress: 'Progress', selectAll: 'Select all', select: 'Select', skipToContent: 'Skip to content',
  icon: {
    search: 'Search', plus: 'Add', delete: 'Delete', edit: 'Edit', close: 'Close', reload: 'Reload', download: 'Download', upload: 'Upload',
    printer: 'Print', eye: 'View', setting: 'Settings', filter: 'Filter', more: 'More', left: 'Previous', right: 'Next', up: 'Up', down: 'Down',
    copy: 'Copy', save: 'Save', check: 'Confirm', minus: 'Remove', 'file-excel': 'Excel', 'question-circle': 'Help', 'info-circle': 'Information',
    'arrow-up': 'Up', 'arrow-down': 'Down', 'arrow-left': 'Previous', 'arrow-right': 'Next', 'double-left': 'First', 'double-right': 'Last',
    'menu-fold': 'Collapse menu', 'menu-unfold': 'Expand menu', calendar: 'Pick a date', 'close-circle': 'Clear', camera: 'Photo', 'paper-clip': 'Attach', qrcode: 'QR code',
    user: 'User', bell: 'Notifications', expand: 'Full screen', compress: 'Exit full screen', swap: 'Swap', undo: 'Undo', 'caret-down': 'Expand', 'caret-up': 'Collapse',
  },
};
const zh: Shape = {
  scrollRegion: '滚动区域', table: '表格', progress: '进度', selectAll: '全选', select: '选择', skipToContent: '跳到正文',
  icon: {
    search: '查询', plus: '添加', delete: '删除', edit: '修改', close: '关闭', reload: '刷新', download: '下载', upload: '上传',
    printer: '打印', eye: '查看', setting: '设置', filter: '筛选', more: '更多', left: '上一个', right: '下一个', up: '向上', down: '向下',
    copy: '复制', save: '保存', check: '确认', minus: '减去', 'file-excel': 'Excel', 'question-circle': '帮助', 'info-circle': '说明',
    'arrow-up': '向上', 'arrow-down': '向下', 'arrow-left': '上一个', 'arrow-right': '下一个', 'double-left': '第一个', 'double-right': '最后一个',
    'menu-fold': '收起菜单', 'menu-unfold': '展开菜单', calendar: '选择日期', 'close-circle': '清除', camera: '照片', 'paper-clip': '附件', qrcode: '二维码',
    user: '用户', bell: '通知', expand: '全屏', compress: '退出全屏', swap: '交换', undo: '撤销', 'caret-down': '展开', 'caret-up': '收起',
  },
};
const es: Shape = {
  scrollRegion: 'Área desplazable', table: 'Tabla', progress: 'Progreso', selectAll: 'Seleccionar todo', select: 'Seleccionar', skipToContent: 'Ir al contenido',
  icon: {
    search: 'Buscar', plus: 'Añadir', delete: 'Eliminar', edit: 'Editar', close: 'Cerrar', reload: 'Recargar', download: 'Descargar', upload: 'Subir',
    printer: 'Imprimir', eye: 'Ver', setting: 'Ajustes', filter: 'Filtrar', more: 'Más', left: 'Anterior', right: 'Siguiente', up: 'Arriba', down: 'Abajo',
    copy: 'Copiar', save: 'Guardar', check: 'Confirmar', minus: 'Quitar', 'file-excel': 'Excel', 'question-circle': 'Ayuda', 'info-circle': 'Información',
    'arrow-up': 'Arriba', 'arrow-down': 'Abajo', 'arrow-left': 'Anterior', 'arrow-right': 'Siguiente', 'double-left': 'Primero', 'double-right': 'Último',
    'menu-fold': 'Contraer menú', 'menu-unfold': 'Expandir menú', calendar: 'Elegir fecha', 'close-circle': 'Borrar', camera: 'Foto', 'paper-clip': 'Adjuntar', qrcode: 'Código QR',
    user: 'Usuario', bell: 'Notificaciones', expand: 'Pantalla completa', compress: 'Salir de pantalla completa', swap: 'Intercambiar', undo: 'Deshacer', 'caret-down': 'Desplegar', 'caret-up': 'Plegar',
  },
};

registerTranslations(A11Y_NS, { ko, en, zh, es });
