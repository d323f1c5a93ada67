import { registerTranslations } from '@/lib/i18n';

/** texts of the phone flash report (사고 속보); Korean is the source text */
export const SAF_FLASH_NS = 'safAccidentFlash';

registerTranslations(SAF_FLASH_NS, {
  ko: {
    title: '사고 속보', intro: '지금 아는 것만 입력하세요. 나머지는 사고관리에서 보완합니다.', when: '언제', where: '어디서', placePh: '예: 1호기 보일러동 4층 계단',
    what: '무슨 일이', titlePh: '예: 계단에서 넘어짐', summaryPh: '무엇을 하다가 어떻게 다쳤는지', who: '누가 다쳤나요', addVictim: '재해자 추가', employee: '직원', vendor: '협력업체',
    victimNm: '성명', phone: '연락처', pickUser: '직원 선택', vendorSel: '협력업체 선택', remove: '삭제', photos: '현장 사진', submit: '속보 등록', sending: '등록 중…',
    required: '언제·어디서·무슨 일이를 입력하세요.', victimRequired: '{{n}}번째 재해자의 직원 또는 협력업체·성명을 입력하세요.', done: '속보가 등록되었습니다.', accidentNo: '사고번호 {{n}}',
    open: '사고관리에서 보기', another: '새 속보', failed: '등록하지 못했습니다. 입력 내용을 확인하세요.', noPlant: '소속 사업장·부서가 없어 등록할 수 없습니다.', dept: '발생부서',
  },
  en: {
    title: 'Accident flash report', intro: 'Enter what you know now; the rest is completed in the register.', when: 'When', where: 'Where', placePh: 'e.g. unit 1 boiler house, 4F stairs',
    what: 'What happened', titlePh: 'e.g. slipped on the stairs', summaryPh: 'What was being done and how the injury happened', who: 'Who is hurt', addVictim: 'Add victim', employee: 'Employee', vendor: 'Contractor',
    victimNm: 'Name', phone: 'Phone', pickUser: 'Pick employee', vendorSel: 'Pick contractor', remove: 'Remove', photos: 'Photos', submit: 'Send flash report', sending: 'Sending…',
    required: 'Enter when, where and what happened.', victimRequired: 'Victim {{n}}: pick the employee, or the contractor and name.', done: 'The flash report was registered.', accidentNo: 'Accident no. {{n}}',
    open: 'Open in the register', another: 'New report', failed: 'The report could not be saved. Check your input.', noPlant: 'Your account has no plant or department.', dept: 'Department',
  },
  zh: {
    title: '事故速报', intro: '只输入现在知道的内容，其余在事故管理中补充。', when: '何时', where: '何地', placePh: '例：1号机组锅炉房4层楼梯',
    what: '发生了什么', titlePh: '例：在楼梯上摔倒', summaryPh: '在做什么、如何受伤', who: '谁受伤了', addVictim: '添加受害者', employee: '员工', vendor: '协力企业',
    victimNm: '姓名', phone: '联系方式', pickUser: '选择员工', vendorSel: '选择协力企业', remove: '删除', photos: '现场照片', submit: '提交速报', sending: '提交中…',
    required: '请输入何时、何地、发生了什么。', victimRequired: '第{{n}}名受害者：请选择员工，或输入协力企业和姓名。', done: '速报已登记。', accidentNo: '事故编号 {{n}}',
    open: '在事故管理中查看', another: '新速报', failed: '登记失败，请检查输入内容。', noPlant: '账户没有所属工厂或部门。', dept: '发生部门',
  },
  es: {
    title: 'Aviso inmediato de accidente', intro: 'Escriba lo que sabe ahora; el resto se completa en el registro.', when: 'Cuándo', where: 'Dónde', placePh: 'p. ej. caldera 1, escalera 4.º piso',
    what: 'Qué pasó', titlePh: 'p. ej. resbalón en la escalera', summaryPh: 'Qué se hacía y cómo ocurrió la lesión', who: 'Quién está herido', addVictim: 'Añadir víctima', employee: 'Empleado', vendor: 'Contratista',
    victimNm: 'Nombre', phone: 'Teléfono', pickUser: 'Elegir empleado', vendorSel: 'Elegir contratista', remove: 'Quitar', photos: 'Fotos', submit: 'Enviar aviso', sending: 'Enviando…',
    required: 'Indique cuándo, dónde y qué pasó.', victimRequired: 'Víctima {{n}}: elija el empleado, o el contratista y el nombre.', done: 'Aviso registrado.', accidentNo: 'Accidente n.º {{n}}',
    open: 'Abrir en el registro', another: 'Nuevo aviso', failed: 'No se pudo guardar. Revise los datos.', noPlant: 'Su cuenta no tiene planta o departamento.', dept: 'Departamento',
  },
});
