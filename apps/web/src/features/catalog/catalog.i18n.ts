import { registerTranslations } from '@/lib/i18n';

export const CATALOG_NS = 'catalog';

const ko = {
  title: '컴포넌트 카탈로그', intro: '공통 위젯을 편집, 읽기 전용, 비활성, 오류 상태로 보여줍니다.',
  tabForm: '입력 위젯', tabGrid: '데이터 그리드', tabPicker: '선택 위젯', tabMedia: '미디어',
  editable: '편집', readonly: '읽기 전용', disabled: '비활성', error: '오류',
  byteField: '작업명 (30 byte 제한)', charField: '설비명 (20자 제한)', memo: '특이사항', requiredField: '필수 항목', errText: '필수 입력 항목입니다.',
  number: '인원수', cost: '공사금액(원)', decimal: '측정값 (소수 2자리)',
  date: '점검일', month: '점검월', year: '점검연도', time: '작업시각', datetime: '작업일시', range: '조회기간 (기본 1개월)', rangeLimited: '선택 가능 기간 제한',
  select: '공지구분', multiselect: '공지구분 (다중)', checkbox: '보호구 착용', radio: '작업허가 필요', switchLabel: '사용여부',
  tags: '위험요인 태그', label: '라벨', labelValue: '서해화력발전소 안전팀', phone: '연락처 (가운데 자리 마스킹)', shuttle: '셔틀 박스 (교육 대상 부서)',
  validation: '유효성 검사', showError: '에러 대화상자 열기', errorMessage: '작업 시작일을 입력하세요.', messageCodes: '메시지 코드',
  codeValidation: '유효성 오류', codeWarning: '경고', codeSuccess: '성공',
  gridEditable: '편집 그리드 (모든 셀 유형)', rowCheck: '행 검사', rowCheckOk: '모든 행이 검사를 통과했습니다.', addRow: '행 추가',
  gridBig: '대용량 그리드 (10,000행, 가상 스크롤)', gridServer: '서버 페이징 그리드 (공지사항)',
  colLink: '링크', colText: '작업명', colUser: '담당자', colTextarea: '작업내용', colNumber: '인원', colDate: '작업일', colMobileDate: '모바일 날짜',
  colSelect: '구분', colMulti: '다중구분', colCheckbox: '완료', colCheckMulti: '보호구', colRadio: '등급', colSwitch: '사용', colSingle: '대표', colCost: '금액', colTag: '태그',
  linkClicked: '링크를 눌렀습니다: {{v}}', rowClicked: '행을 두 번 눌렀습니다: {{v}}', bigRow: '순찰 기록 {{n}}',
  dept: '부서 (팝오버)', deptDropdown: '부서 (드롭다운)', process: '공정', plant: '사업장', facility: '설비유형', userSearch: '사용자 검색 열기', picked: '선택됨: {{v}}',
  treeTable: '트리 테이블 (메뉴 권한)', cascade: '하위 메뉴로 연쇄 적용', access: '접근권한', write: '쓰기권한', menuNm: '메뉴명', menuId: '메뉴코드',
  images: '이미지 뷰어 (3초 자동 넘김)', signature: '서명 패드', signed: '서명 PNG 크기: {{n}}자', video: '동영상 (건너뛰기 제한)', makeVideo: '데모 영상 만들기 (8초)',
  progress: '진행 보고: {{n}}초 시청', started: '재생 시작', ended: '재생 종료', qr: 'QR 코드', qrText: 'QR 내용', qrWidth: '너비 (최대 475)',
  noticeTitle: '제목', postStartYmd: '게시시작일', noticeFile: '공지사항',
  grade1: '상', grade2: '중', grade3: '하', ppeHelmet: '안전모', ppeBelt: '안전대', ppeGlove: '장갑',
};
type Bundle = typeof ko;

const en: Bundle = {
  title: 'Component catalogue', intro: 'Shared widgets in editable, read-only, disabled and error states.',
  tabForm: 'Inputs', tabGrid: 'Data grid', tabPicker: 'Pickers', tabMedia: 'Media',
  editable: 'Editable', readonly: 'Read-only', disabled: 'Disabled', error: 'Error',
  byteField: 'Work name (30 bytes)', charField: 'Equipment (20 chars)', memo: 'Remarks', requiredField: 'Required item', errText: 'Required.',
  number: 'Headcount', cost: 'Contract amount (KRW)', decimal: 'Measured value (2 decimals)',
  date: 'Check date', month: 'Check month', year: 'Check year', time: 'Work time', datetime: 'Work date and time', range: 'Period (default 1 month)', rangeLimited: 'Limited period',
  select: 'Notice type', multiselect: 'Notice types', checkbox: 'PPE worn', radio: 'Permit needed', switchLabel: 'In use',
  tags: 'Hazard tags', label: 'Label', labelValue: 'Seohae plant safety team', phone: 'Phone (masked)', shuttle: 'Shuttle box (departments)',
  validation: 'Validation', showError: 'Open error dialog', errorMessage: 'Enter the work start date.', messageCodes: 'Message codes',
  codeValidation: 'Validation error', codeWarning: 'Warning', codeSuccess: 'Success',
  gridEditable: 'Editable grid (every cell type)', rowCheck: 'Check rows', rowCheckOk: 'Every row passed.', addRow: 'Add row',
  gridBig: 'Large grid (10,000 rows, virtual scroll)', gridServer: 'Server-paged grid (notices)',
  colLink: 'Link', colText: 'Work', colUser: 'Owner', colTextarea: 'Details', colNumber: 'Crew', colDate: 'Date', colMobileDate: 'Mobile date',
  colSelect: 'Type', colMulti: 'Types', colCheckbox: 'Done', colCheckMulti: 'PPE', colRadio: 'Grade', colSwitch: 'Use', colSingle: 'Main', colCost: 'Amount', colTag: 'Tags',
  linkClicked: 'Link clicked: {{v}}', rowClicked: 'Row double-clicked: {{v}}', bigRow: 'Patrol record {{n}}',
  dept: 'Department (popover)', deptDropdown: 'Department (dropdown)', process: 'Process', plant: 'Plant', facility: 'Facility type', userSearch: 'Open user search', picked: 'Picked: {{v}}',
  treeTable: 'Tree table (menu rights)', cascade: 'Cascade to children', access: 'Access', write: 'Write', menuNm: 'Menu', menuId: 'Menu code',
  images: 'Image viewer (3 s autoplay)', signature: 'Signature pad', signed: 'Signature PNG length: {{n}}', video: 'Video (no skipping)', makeVideo: 'Make demo video (8 s)',
  progress: 'Progress: {{n}} s watched', started: 'Started', ended: 'Ended', qr: 'QR code', qrText: 'QR text', qrWidth: 'Width (max 475)',
  noticeTitle: 'Title', postStartYmd: 'Post from', noticeFile: 'notices',
  grade1: 'High', grade2: 'Medium', grade3: 'Low', ppeHelmet: 'Helmet', ppeBelt: 'Harness', ppeGlove: 'Gloves',
};
const zh: Bundle = {
  ...en,
  title: '组件目录', intro: '以可编辑、只读、禁用和错误状态展示通用组件。', tabForm: '输入组件', tabGrid: '数据表格', tabPicker: '选择组件', tabMedia: '媒体',
  editable: '可编辑', readonly: '只读', disabled: '禁用', error: '错误', errText: '必填项。', validation: '验证', showError: '打开错误对话框', rowCheck: '检查行',
  gridEditable: '可编辑表格（全部单元格类型）', gridBig: '大数据表格（10,000行，虚拟滚动）', gridServer: '服务器分页表格（公告）',
  images: '图片查看器（3秒自动播放）', signature: '签名板', video: '视频（禁止快进）', qr: '二维码', treeTable: '树形表格（菜单权限）',
};
const es: Bundle = {
  ...en,
  title: 'Catálogo de componentes', intro: 'Componentes comunes en estado editable, solo lectura, deshabilitado y con error.',
  tabForm: 'Entradas', tabGrid: 'Tabla de datos', tabPicker: 'Selectores', tabMedia: 'Multimedia',
  editable: 'Editable', readonly: 'Solo lectura', disabled: 'Deshabilitado', error: 'Error', errText: 'Obligatorio.', validation: 'Validación', showError: 'Abrir diálogo de error', rowCheck: 'Revisar filas',
  gridEditable: 'Tabla editable (todos los tipos)', gridBig: 'Tabla grande (10.000 filas)', gridServer: 'Tabla paginada en servidor (avisos)',
  images: 'Visor de imágenes (3 s)', signature: 'Panel de firma', video: 'Vídeo (sin saltos)', qr: 'Código QR', treeTable: 'Tabla en árbol (permisos)',
};

registerTranslations(CATALOG_NS, { ko, en, zh, es });
