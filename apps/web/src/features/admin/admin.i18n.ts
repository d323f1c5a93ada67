import { registerTranslations } from '@/lib/i18n';

// Korean is the source text; en/zh/es follow key by key.
const ko = {
  common: {
    search: '조회', reset: '초기화', add: '추가', create: '신규', save: '저장', delete: '삭제', close: '닫기', cancel: '취소', edit: '수정',
    confirmDelete: '삭제(사용중지) 하시겠습니까?', saved: '저장되었습니다.', deleted: '처리되었습니다.', count: '({{n}}건)', yes: '예', no: '아니오',
    useYn: '사용여부', use: '사용', unused: '미사용', all: '전체', choose: '선택', sortOrder: '정렬순서', readOnly: '읽기 전용 (쓰기 권한 없음)',
    up: '위로', down: '아래로', required: '필수 입력 항목입니다.', plant: '사업장', dept: '부서', version: '버전',
    nameEn: '영문명', nameZh: '중문명', nameEs: '스페인어명', detail: '상세', noSelection: '왼쪽 목록에서 항목을 선택하세요.',
  },
  user: {
    title: '사용자관리', userId: '사용자ID', userNm: '이름', userType: '사용자구분', typeU: '임직원', typeV: '협력업체', position: '직위', duty: '직책',
    deptAuthGrp: '부서권한그룹', vendor: '협력업체', contType: '출입구분', email: '이메일', phoneNo: '휴대전화', officeTel: '사무실전화',
    birthYmd: '생년월일', gender: '성별', male: '남', female: '여', entryYmd: '입사일', retireYn: '퇴직여부', retireYmd: '퇴직일', retire: '퇴직처리',
    confirmRetire: '퇴직 처리하시겠습니까? 사용자의 접속이 즉시 종료됩니다.', userPwd: '비밀번호', userPwdReset: '비밀번호 초기화 (입력 시에만 변경)',
    adminYn: '시스템관리자', lang: '언어', signature: '서명', signatureUpload: '서명 이미지 등록', signatureDelete: '서명 삭제', hasSignature: '서명 등록됨',
    retired: '퇴직', active: '재직',
    unlock: '로그인 잠금 해제', confirmUnlock: '이 사용자의 로그인 잠금을 모든 접속지에서 해제하시겠습니까?', unlocked: '로그인 잠금이 해제되었습니다.',
  },
  dept: { title: '부서관리', deptCd: '부서코드', deptNm: '부서명', pdeptCd: '상위부서', deptLvl: '레벨', addChild: '하위부서 추가', addRoot: '최상위 부서 추가', processes: '수행 공정' },
  process: { title: '공정관리', processCd: '공정코드', processNm: '공정명', processDesc: '공정설명', depts: '수행 부서', saveDepts: '수행 부서 저장' },
  code: { title: '코드관리', groups: '코드그룹', codes: '코드', codeGroupCd: '그룹코드', codeGroupNm: '그룹명', codeGroupDesc: '설명', systemYn: '시스템', code: '코드', codeNm: '코드명', attr: '속성{{n}}', codeCount: '코드수', keyword: '그룹코드/그룹명' },
  menu: {
    title: '메뉴관리', menuId: '메뉴코드', menuNm: '메뉴명', upMenu: '상위메뉴', taskGrpCd: '업무그룹', menuLvl: '레벨', frontEndUrl: '화면 URL',
    allPlantAccessCd: '전사업장 접근', apa01: '전사업장', apa02: '소속사업장', plantTypeAuth: '사업장구분 제한', contTypeAuth: '출입구분 제한',
    navigationYn: '네비게이션 표시', color: '색상', icon: '아이콘', addChild: '하위메뉴 추가', addRoot: '최상위 메뉴 추가', apis: '보호되는 API',
  },
  authGrp: {
    title: '권한그룹관리', authGrpCd: '권한그룹코드', authGrpNm: '권한그룹명', authGrpDesc: '설명', menus: '메뉴 권한', users: '사용자', menuCount: '메뉴수', userCount: '사용자수',
    accessYn: '접근권한', writeYn: '쓰기권한', addMenus: '메뉴 추가', removeMenu: '제외', addUsers: '사용자 추가', removeUser: '제외', saveMenus: '메뉴 권한 저장',
    deptAuthGrps: '부서권한그룹', userMenus: '사용자별 메뉴', plantAccessYn: '전 사업장 조회', deptAccessYn: '전 부서 조회', userSearch: '이름으로 검색',
  },
  popup: {
    title: '메뉴 검색', taskGrp: '업무그룹', menuNm: '메뉴명', upMenu: '상위메뉴', hideSearch: '검색조건 숨기기', showSearch: '검색조건 보이기',
    noneChecked: '선택된 메뉴가 없습니다. 추가할 메뉴의 체크박스를 선택하세요.', notice: '안내',
  },
  audit: {
    title: '감사로그', auditDt: '일시', userId: '사용자', action: '작업', entity: '대상', entityKey: '대상키', ip: 'IP', before: '변경 전', after: '변경 후', period: '기간',
    CREATE: '등록', UPDATE: '수정', DELETE: '삭제', LOGIN: '로그인', LOGOUT: '로그아웃', PASSWORD: '비밀번호 변경', more: '{{n}}건 이상',
  },
  integration: {
    title: '연동 토큰', issue: '토큰 발급', tokenNm: '이름', scopeCd: '권한 범위', scopeHR_SYNC: '인사 연동(HR)', createUserId: '발급자', createDt: '발급일시', lastUsedDt: '최근 사용', status: '상태', live: '사용 중', revoked: '폐기', revokeDt: '폐기일시', revoke: '폐기', confirmRevoke: '이 토큰을 폐기하면 이 토큰을 쓰는 시스템의 연동이 바로 멈춥니다. 폐기하시겠습니까?',
    issued: '토큰을 발급했습니다.', shownOnce: '이 토큰은 지금 한 번만 표시됩니다. 연동할 시스템에 바로 등록하세요. 서버에는 토큰의 해시만 저장됩니다.', token: '토큰', copy: '복사', copied: '복사했습니다.', revokedDone: '토큰을 폐기했습니다.', howTo: '인사 시스템은 Authorization: Bearer <토큰> 헤더로 /api/integration/hr/depts, /api/integration/hr/users 를 호출합니다.',
  },
  webhook: {
    title: '웹훅', add: '웹훅 등록', subNm: '이름', url: '수신 주소(URL)', events: '이벤트', formatCd: '형식', formatJSON: 'JSON (일반)', formatSLACK: 'Slack 호환 (텍스트)',
    activeYn: '사용', on: '사용 중', off: '중지', secretHint: '비밀키 끝자리', lastDelivery: '최근 전송', test: '테스트 전송', testSent: '테스트 이벤트 결과: {{status}}',
    delete: '삭제', confirmDelete: '이 구독과 전송 이력을 삭제하시겠습니까?', deleted: '삭제했습니다.', saved: '저장했습니다.', created: '웹훅을 등록했습니다.',
    shownOnce: '서명 비밀키는 지금 한 번만 표시됩니다. 수신 시스템에 등록해 X-Jikim-Signature 서명을 확인하세요.', secret: '서명 비밀키', copy: '복사', copied: '복사했습니다.',
    howTo: '등록한 주소로 선택한 이벤트가 POST 로 전송됩니다. X-Jikim-Timestamp 와 X-Jikim-Signature (sha256=HMAC-SHA256(비밀키, "타임스탬프.본문")) 헤더로 진위를 확인하세요. 실패하면 5회까지 간격을 늘려 다시 보냅니다.',
    badUrl: 'http:// 또는 https:// 로 시작하는 주소를 입력하세요.', eventACC_FLASH: '사고 속보', eventACC_SERIOUS: '중대재해 분류', eventWKOD_GAS_OUT: '가스 부적합 작업중지',
    eventIMPR_OVERDUE: '개선조치 기한 경과', eventENV_EXCEED: '배출허용기준 초과', eventWEBHOOK_TEST: '테스트 이벤트', deliveries: '전송 이력', deliveryNo: '번호', createDt: '발생', subscription: '구독',
    status: '상태', attempts: '시도', statusPENDING: '대기', statusSENDING: '전송 중', statusRETRY: '재시도 대기', statusDELIVERED: '성공', statusFAILED: '실패',
    resend: '다시 보내기', resent: '다시 보냈습니다: {{status}}', lastResult: '최근 결과', tryNo: '회차', startedDt: '시각', duration: '소요(ms)', statusCode: '응답 코드',
    response: '응답', error: '오류', payload: '본문', refresh: '새로고침', noAttempts: '아직 시도하지 않았습니다.',
  },
  jobs: {
    title: '작업이력', name: '작업', state: '상태', createdOn: '등록', startedOn: '시작', completedOn: '종료', retry: '재시도', error: '오류', output: '결과', runNow: '지금 실행', queued: '작업을 큐에 등록했습니다.',
    created: '대기', retryState: '재시도 대기', active: '실행 중', completed: '완료', cancelled: '취소', failed: '실패',
  },
};
type B = typeof ko;

const en: B = {
  common: {
    search: 'Search', reset: 'Reset', add: 'Add', create: 'New', save: 'Save', delete: 'Delete', close: 'Close', cancel: 'Cancel', edit: 'Edit',
    confirmDelete: 'Delete (deactivate) this item?', saved: 'Saved.', deleted: 'Done.', count: '({{n}})', yes: 'Yes', no: 'No',
    useYn: 'In use', use: 'In use', unused: 'Not used', all: 'All', choose: 'Choose', sortOrder: 'Order', readOnly: 'Read only (no write right)',
    up: 'Up', down: 'Down', required: 'Required.', plant: 'Plant', dept: 'Department', version: 'Version',
    nameEn: 'English name', nameZh: 'Chinese name', nameEs: 'Spanish name', detail: 'Detail', noSelection: 'Select an item in the list on the left.',
  },
  user: {
    title: 'Users', userId: 'User ID', userNm: 'Name', userType: 'User type', typeU: 'Employee', typeV: 'Vendor', position: 'Position', duty: 'Duty',
    deptAuthGrp: 'Data scope group', vendor: 'Vendor', contType: 'Entry type', email: 'E-mail', phoneNo: 'Mobile', officeTel: 'Office phone',
    birthYmd: 'Birth date', gender: 'Gender', male: 'M', female: 'F', entryYmd: 'Joined', retireYn: 'Retired', retireYmd: 'Retired on', retire: 'Retire',
    confirmRetire: 'Retire this user? Their sessions end at once.', userPwd: 'Password', userPwdReset: 'Reset password (only when filled)',
    adminYn: 'System administrator', lang: 'Language', signature: 'Signature', signatureUpload: 'Upload signature', signatureDelete: 'Remove signature', hasSignature: 'Signature on file',
    retired: 'Retired', active: 'Active',
    unlock: 'Unlock login', confirmUnlock: 'Lift this user\'s login lock for every address?', unlocked: 'The login lock was lifted.',
  },
  dept: { title: 'Departments', deptCd: 'Dept. code', deptNm: 'Department', pdeptCd: 'Parent', deptLvl: 'Level', addChild: 'Add sub-department', addRoot: 'Add top department', processes: 'Processes' },
  process: { title: 'Processes', processCd: 'Process code', processNm: 'Process', processDesc: 'Description', depts: 'Departments', saveDepts: 'Save departments' },
  code: { title: 'Codes', groups: 'Code groups', codes: 'Codes', codeGroupCd: 'Group code', codeGroupNm: 'Group name', codeGroupDesc: 'Description', systemYn: 'System', code: 'Code', codeNm: 'Name', attr: 'Attribute {{n}}', codeCount: 'Codes', keyword: 'Group code/name' },
  menu: {
    title: 'Menus', menuId: 'Menu code', menuNm: 'Menu name', upMenu: 'Parent menu', taskGrpCd: 'Work group', menuLvl: 'Level', frontEndUrl: 'Page URL',
    allPlantAccessCd: 'Plant access', apa01: 'All plants', apa02: 'Own plant', plantTypeAuth: 'Plant type limit', contTypeAuth: 'Entry type limit',
    navigationYn: 'Show navigation', color: 'Colour', icon: 'Icon', addChild: 'Add sub-menu', addRoot: 'Add top menu', apis: 'Guarded APIs',
  },
  authGrp: {
    title: 'Authority groups', authGrpCd: 'Group code', authGrpNm: 'Group name', authGrpDesc: 'Description', menus: 'Menu rights', users: 'Users', menuCount: 'Menus', userCount: 'Users',
    accessYn: 'Access', writeYn: 'Write', addMenus: 'Add menus', removeMenu: 'Remove', addUsers: 'Add users', removeUser: 'Remove', saveMenus: 'Save menu rights',
    deptAuthGrps: 'Data scope groups', userMenus: 'Per-user menus', plantAccessYn: 'All plants', deptAccessYn: 'All departments', userSearch: 'Search by name',
  },
  popup: {
    title: 'Menu search', taskGrp: 'Work group', menuNm: 'Menu name', upMenu: 'Parent menu', hideSearch: 'Hide search conditions', showSearch: 'Show search conditions',
    noneChecked: 'No menu is checked. Tick the menus to add.', notice: 'Notice',
  },
  audit: {
    title: 'Audit log', auditDt: 'When', userId: 'Who', action: 'Action', entity: 'What', entityKey: 'Key', ip: 'IP', before: 'Before', after: 'After', period: 'Period',
    CREATE: 'Create', UPDATE: 'Update', DELETE: 'Delete', LOGIN: 'Login', LOGOUT: 'Logout', PASSWORD: 'Password change', more: '{{n}}+',
  },
  integration: {
    title: 'Integration tokens', issue: 'Issue a token', tokenNm: 'Name', scopeCd: 'Scope', scopeHR_SYNC: 'HR synchronisation', createUserId: 'Issued by', createDt: 'Issued', lastUsedDt: 'Last used', status: 'Status', live: 'In use', revoked: 'Revoked', revokeDt: 'Revoked on', revoke: 'Revoke', confirmRevoke: 'Revoking this token stops the system that uses it at once. Revoke it?',
    issued: 'The token was issued.', shownOnce: 'This token is shown only now. Register it in the other system right away; the server keeps only its hash.', token: 'Token', copy: 'Copy', copied: 'Copied.', revokedDone: 'The token was revoked.', howTo: 'The HR system calls /api/integration/hr/depts and /api/integration/hr/users with the header Authorization: Bearer <token>.',
  },
  webhook: {
    title: 'Webhooks', add: 'Add webhook', subNm: 'Name', url: 'Receiver URL', events: 'Events', formatCd: 'Format', formatJSON: 'JSON (generic)', formatSLACK: 'Slack-compatible (text)',
    activeYn: 'Active', on: 'Active', off: 'Off', secretHint: 'Secret ends with', lastDelivery: 'Last delivery', test: 'Send test', testSent: 'Test event: {{status}}',
    delete: 'Delete', confirmDelete: 'Delete this subscription and its delivery history?', deleted: 'Deleted.', saved: 'Saved.', created: 'The webhook was added.',
    shownOnce: 'The signing secret is shown only now. Register it in the receiving system to check X-Jikim-Signature.', secret: 'Signing secret', copy: 'Copy', copied: 'Copied.',
    howTo: 'The chosen events are POSTed to the URL. Check them with the X-Jikim-Timestamp and X-Jikim-Signature (sha256=HMAC-SHA256(secret, "timestamp.body")) headers. Failures are retried up to 5 times with growing delays.',
    badUrl: 'Enter an address starting with http:// or https://.', eventACC_FLASH: 'Accident flash report', eventACC_SERIOUS: 'Serious accident', eventWKOD_GAS_OUT: 'Work stopped by a gas reading',
    eventIMPR_OVERDUE: 'Improvement action overdue', eventENV_EXCEED: 'Emission limit exceeded', eventWEBHOOK_TEST: 'Test event', deliveries: 'Delivery history', deliveryNo: 'No.', createDt: 'Occurred', subscription: 'Subscription',
    status: 'Status', attempts: 'Attempts', statusPENDING: 'Waiting', statusSENDING: 'Sending', statusRETRY: 'Waiting to retry', statusDELIVERED: 'Delivered', statusFAILED: 'Failed',
    resend: 'Resend', resent: 'Resent: {{status}}', lastResult: 'Last result', tryNo: 'Try', startedDt: 'When', duration: 'Took (ms)', statusCode: 'Status code',
    response: 'Response', error: 'Error', payload: 'Body', refresh: 'Refresh', noAttempts: 'Not tried yet.',
  },
  jobs: {
    title: 'Job history', name: 'Job', state: 'State', createdOn: 'Queued', startedOn: 'Started', completedOn: 'Finished', retry: 'Retries', error: 'Error', output: 'Result', runNow: 'Run now', queued: 'The job was queued.',
    created: 'Queued', retryState: 'Waiting to retry', active: 'Running', completed: 'Completed', cancelled: 'Cancelled', failed: 'Failed',
  },
};

const zh: B = {
  common: {
    search: '查询', reset: '重置', add: '添加', create: '新建', save: '保存', delete: '删除', close: '关闭', cancel: '取消', edit: '修改',
    confirmDelete: '确定删除（停用）吗？', saved: '已保存。', deleted: '已处理。', count: '（{{n}}条）', yes: '是', no: '否',
    useYn: '使用与否', use: '使用', unused: '未使用', all: '全部', choose: '选择', sortOrder: '排序', readOnly: '只读（无写权限）',
    up: '上移', down: '下移', required: '必填项。', plant: '工厂', dept: '部门', version: '版本',
    nameEn: '英文名', nameZh: '中文名', nameEs: '西班牙文名', detail: '详情', noSelection: '请在左侧列表中选择。',
  },
  user: {
    title: '用户管理', userId: '用户ID', userNm: '姓名', userType: '用户类型', typeU: '员工', typeV: '协作企业', position: '职位', duty: '职务',
    deptAuthGrp: '部门权限组', vendor: '协作企业', contType: '出入类型', email: '邮箱', phoneNo: '手机', officeTel: '办公电话',
    birthYmd: '出生日期', gender: '性别', male: '男', female: '女', entryYmd: '入职日', retireYn: '离职与否', retireYmd: '离职日', retire: '离职处理',
    confirmRetire: '确定离职处理吗？该用户的会话将立即结束。', userPwd: '密码', userPwdReset: '重置密码（仅填写时修改）',
    adminYn: '系统管理员', lang: '语言', signature: '签名', signatureUpload: '上传签名', signatureDelete: '删除签名', hasSignature: '已登记签名',
    retired: '离职', active: '在职',
    unlock: '解除登录锁定', confirmUnlock: '确定在所有访问地址解除该用户的登录锁定吗？', unlocked: '登录锁定已解除。',
  },
  dept: { title: '部门管理', deptCd: '部门代码', deptNm: '部门名称', pdeptCd: '上级部门', deptLvl: '级别', addChild: '添加下级部门', addRoot: '添加顶级部门', processes: '工序' },
  process: { title: '工序管理', processCd: '工序代码', processNm: '工序名称', processDesc: '工序说明', depts: '执行部门', saveDepts: '保存执行部门' },
  code: { title: '代码管理', groups: '代码组', codes: '代码', codeGroupCd: '组代码', codeGroupNm: '组名称', codeGroupDesc: '说明', systemYn: '系统', code: '代码', codeNm: '代码名称', attr: '属性{{n}}', codeCount: '代码数', keyword: '组代码/组名称' },
  menu: {
    title: '菜单管理', menuId: '菜单代码', menuNm: '菜单名称', upMenu: '上级菜单', taskGrpCd: '业务组', menuLvl: '级别', frontEndUrl: '页面URL',
    allPlantAccessCd: '工厂访问', apa01: '所有工厂', apa02: '所属工厂', plantTypeAuth: '工厂类型限制', contTypeAuth: '出入类型限制',
    navigationYn: '显示导航', color: '颜色', icon: '图标', addChild: '添加下级菜单', addRoot: '添加顶级菜单', apis: '受保护的API',
  },
  authGrp: {
    title: '权限组管理', authGrpCd: '权限组代码', authGrpNm: '权限组名称', authGrpDesc: '说明', menus: '菜单权限', users: '用户', menuCount: '菜单数', userCount: '用户数',
    accessYn: '访问权限', writeYn: '写权限', addMenus: '添加菜单', removeMenu: '移除', addUsers: '添加用户', removeUser: '移除', saveMenus: '保存菜单权限',
    deptAuthGrps: '部门权限组', userMenus: '用户菜单', plantAccessYn: '查询所有工厂', deptAccessYn: '查询所有部门', userSearch: '按姓名搜索',
  },
  popup: {
    title: '菜单搜索', taskGrp: '业务组', menuNm: '菜单名称', upMenu: '上级菜单', hideSearch: '隐藏搜索条件', showSearch: '显示搜索条件',
    noneChecked: '没有选中的菜单。请勾选要添加的菜单。', notice: '提示',
  },
  audit: {
    title: '审计日志', auditDt: '时间', userId: '用户', action: '操作', entity: '对象', entityKey: '对象键', ip: 'IP', before: '变更前', after: '变更后', period: '期间',
    CREATE: '新增', UPDATE: '修改', DELETE: '删除', LOGIN: '登录', LOGOUT: '退出', PASSWORD: '修改密码', more: '{{n}}条以上',
  },
  integration: {
    title: '集成令牌', issue: '发放令牌', tokenNm: '名称', scopeCd: '权限范围', scopeHR_SYNC: '人事同步(HR)', createUserId: '发放人', createDt: '发放时间', lastUsedDt: '最近使用', status: '状态', live: '使用中', revoked: '已作废', revokeDt: '作废时间', revoke: '作废', confirmRevoke: '作废此令牌后，使用它的系统将立即停止集成。确定作废吗？',
    issued: '已发放令牌。', shownOnce: '此令牌仅显示这一次。请立即在集成系统中登记。服务器只保存令牌的哈希值。', token: '令牌', copy: '复制', copied: '已复制。', revokedDone: '已作废令牌。', howTo: '人事系统使用 Authorization: Bearer <令牌> 请求头调用 /api/integration/hr/depts 和 /api/integration/hr/users。',
  },
  webhook: {
    title: 'Webhook', add: '添加 Webhook', subNm: '名称', url: '接收地址(URL)', events: '事件', formatCd: '格式', formatJSON: 'JSON (通用)', formatSLACK: 'Slack 兼容 (文本)',
    activeYn: '启用', on: '启用中', off: '已停用', secretHint: '密钥末尾', lastDelivery: '最近发送', test: '发送测试', testSent: '测试事件结果: {{status}}',
    delete: '删除', confirmDelete: '确定删除此订阅及其发送记录吗？', deleted: '已删除。', saved: '已保存。', created: '已添加 Webhook。',
    shownOnce: '签名密钥仅显示这一次。请在接收系统中登记，用于校验 X-Jikim-Signature。', secret: '签名密钥', copy: '复制', copied: '已复制。',
    howTo: '所选事件将以 POST 发送到该地址。请用 X-Jikim-Timestamp 和 X-Jikim-Signature (sha256=HMAC-SHA256(密钥, "时间戳.正文")) 请求头校验。失败时最多重试 5 次，间隔逐次加长。',
    badUrl: '请输入以 http:// 或 https:// 开头的地址。', eventACC_FLASH: '事故速报', eventACC_SERIOUS: '重大事故', eventWKOD_GAS_OUT: '气体检测不合格停工',
    eventIMPR_OVERDUE: '整改措施逾期', eventENV_EXCEED: '超过排放标准', eventWEBHOOK_TEST: '测试事件', deliveries: '发送记录', deliveryNo: '编号', createDt: '发生', subscription: '订阅',
    status: '状态', attempts: '尝试', statusPENDING: '等待', statusSENDING: '发送中', statusRETRY: '等待重试', statusDELIVERED: '成功', statusFAILED: '失败',
    resend: '重新发送', resent: '已重新发送: {{status}}', lastResult: '最近结果', tryNo: '次数', startedDt: '时间', duration: '耗时(ms)', statusCode: '响应码',
    response: '响应', error: '错误', payload: '正文', refresh: '刷新', noAttempts: '尚未尝试。',
  },
  jobs: {
    title: '作业历史', name: '作业', state: '状态', createdOn: '排队', startedOn: '开始', completedOn: '结束', retry: '重试', error: '错误', output: '结果', runNow: '立即运行', queued: '作业已加入队列。',
    created: '等待', retryState: '等待重试', active: '运行中', completed: '完成', cancelled: '已取消', failed: '失败',
  },
};

const es: B = {
  common: {
    search: 'Buscar', reset: 'Restablecer', add: 'Añadir', create: 'Nuevo', save: 'Guardar', delete: 'Eliminar', close: 'Cerrar', cancel: 'Cancelar', edit: 'Editar',
    confirmDelete: '¿Eliminar (desactivar) este elemento?', saved: 'Guardado.', deleted: 'Hecho.', count: '({{n}})', yes: 'Sí', no: 'No',
    useYn: 'En uso', use: 'En uso', unused: 'Sin uso', all: 'Todos', choose: 'Seleccionar', sortOrder: 'Orden', readOnly: 'Solo lectura (sin permiso de escritura)',
    up: 'Subir', down: 'Bajar', required: 'Obligatorio.', plant: 'Planta', dept: 'Departamento', version: 'Versión',
    nameEn: 'Nombre en inglés', nameZh: 'Nombre en chino', nameEs: 'Nombre en español', detail: 'Detalle', noSelection: 'Seleccione un elemento de la lista.',
  },
  user: {
    title: 'Usuarios', userId: 'ID de usuario', userNm: 'Nombre', userType: 'Tipo', typeU: 'Empleado', typeV: 'Contratista', position: 'Cargo', duty: 'Función',
    deptAuthGrp: 'Grupo de alcance', vendor: 'Contratista', contType: 'Tipo de entrada', email: 'Correo', phoneNo: 'Móvil', officeTel: 'Teléfono de oficina',
    birthYmd: 'Nacimiento', gender: 'Sexo', male: 'H', female: 'M', entryYmd: 'Ingreso', retireYn: 'Jubilado', retireYmd: 'Fecha de baja', retire: 'Dar de baja',
    confirmRetire: '¿Dar de baja a este usuario? Sus sesiones terminan de inmediato.', userPwd: 'Contraseña', userPwdReset: 'Restablecer contraseña (solo si se rellena)',
    adminYn: 'Administrador del sistema', lang: 'Idioma', signature: 'Firma', signatureUpload: 'Subir firma', signatureDelete: 'Quitar firma', hasSignature: 'Firma registrada',
    retired: 'Baja', active: 'Activo',
    unlock: 'Desbloquear acceso', confirmUnlock: '¿Levantar el bloqueo de acceso de este usuario en todas las direcciones?', unlocked: 'Se levantó el bloqueo de acceso.',
  },
  dept: { title: 'Departamentos', deptCd: 'Código', deptNm: 'Departamento', pdeptCd: 'Superior', deptLvl: 'Nivel', addChild: 'Añadir subdepartamento', addRoot: 'Añadir departamento raíz', processes: 'Procesos' },
  process: { title: 'Procesos', processCd: 'Código de proceso', processNm: 'Proceso', processDesc: 'Descripción', depts: 'Departamentos', saveDepts: 'Guardar departamentos' },
  code: { title: 'Códigos', groups: 'Grupos de códigos', codes: 'Códigos', codeGroupCd: 'Código de grupo', codeGroupNm: 'Nombre de grupo', codeGroupDesc: 'Descripción', systemYn: 'Sistema', code: 'Código', codeNm: 'Nombre', attr: 'Atributo {{n}}', codeCount: 'Códigos', keyword: 'Código/nombre de grupo' },
  menu: {
    title: 'Menús', menuId: 'Código de menú', menuNm: 'Nombre de menú', upMenu: 'Menú superior', taskGrpCd: 'Grupo de trabajo', menuLvl: 'Nivel', frontEndUrl: 'URL de página',
    allPlantAccessCd: 'Acceso a plantas', apa01: 'Todas las plantas', apa02: 'Planta propia', plantTypeAuth: 'Límite por tipo de planta', contTypeAuth: 'Límite por tipo de entrada',
    navigationYn: 'Mostrar navegación', color: 'Color', icon: 'Icono', addChild: 'Añadir submenú', addRoot: 'Añadir menú raíz', apis: 'APIs protegidas',
  },
  authGrp: {
    title: 'Grupos de autoridad', authGrpCd: 'Código de grupo', authGrpNm: 'Nombre de grupo', authGrpDesc: 'Descripción', menus: 'Permisos de menú', users: 'Usuarios', menuCount: 'Menús', userCount: 'Usuarios',
    accessYn: 'Acceso', writeYn: 'Escritura', addMenus: 'Añadir menús', removeMenu: 'Quitar', addUsers: 'Añadir usuarios', removeUser: 'Quitar', saveMenus: 'Guardar permisos',
    deptAuthGrps: 'Grupos de alcance', userMenus: 'Menús por usuario', plantAccessYn: 'Todas las plantas', deptAccessYn: 'Todos los departamentos', userSearch: 'Buscar por nombre',
  },
  popup: {
    title: 'Búsqueda de menús', taskGrp: 'Grupo de trabajo', menuNm: 'Nombre de menú', upMenu: 'Menú superior', hideSearch: 'Ocultar condiciones', showSearch: 'Mostrar condiciones',
    noneChecked: 'No hay menús marcados. Marque los menús que desea añadir.', notice: 'Aviso',
  },
  audit: {
    title: 'Registro de auditoría', auditDt: 'Cuándo', userId: 'Quién', action: 'Acción', entity: 'Qué', entityKey: 'Clave', ip: 'IP', before: 'Antes', after: 'Después', period: 'Periodo',
    CREATE: 'Alta', UPDATE: 'Modificación', DELETE: 'Baja', LOGIN: 'Inicio de sesión', LOGOUT: 'Cierre de sesión', PASSWORD: 'Cambio de contraseña', more: '{{n}}+',
  },
  integration: {
    title: 'Tokens de integración', issue: 'Emitir token', tokenNm: 'Nombre', scopeCd: 'Ámbito', scopeHR_SYNC: 'Sincronización de RR. HH.', createUserId: 'Emitido por', createDt: 'Emitido', lastUsedDt: 'Último uso', status: 'Estado', live: 'En uso', revoked: 'Revocado', revokeDt: 'Revocado el', revoke: 'Revocar', confirmRevoke: 'Al revocar este token, el sistema que lo usa deja de integrarse al instante. ¿Revocarlo?',
    issued: 'Se emitió el token.', shownOnce: 'Este token solo se muestra ahora. Regístrelo de inmediato en el otro sistema; el servidor solo guarda su hash.', token: 'Token', copy: 'Copiar', copied: 'Copiado.', revokedDone: 'Se revocó el token.', howTo: 'El sistema de RR. HH. llama a /api/integration/hr/depts y /api/integration/hr/users con la cabecera Authorization: Bearer <token>.',
  },
  webhook: {
    title: 'Webhooks', add: 'Añadir webhook', subNm: 'Nombre', url: 'URL de destino', events: 'Eventos', formatCd: 'Formato', formatJSON: 'JSON (genérico)', formatSLACK: 'Compatible con Slack (texto)',
    activeYn: 'Activo', on: 'Activo', off: 'Desactivado', secretHint: 'El secreto termina en', lastDelivery: 'Último envío', test: 'Enviar prueba', testSent: 'Evento de prueba: {{status}}',
    delete: 'Eliminar', confirmDelete: '¿Eliminar esta suscripción y su historial de envíos?', deleted: 'Eliminado.', saved: 'Guardado.', created: 'Se añadió el webhook.',
    shownOnce: 'El secreto de firma solo se muestra ahora. Regístrelo en el sistema receptor para comprobar X-Jikim-Signature.', secret: 'Secreto de firma', copy: 'Copiar', copied: 'Copiado.',
    howTo: 'Los eventos elegidos se envían por POST a la URL. Compruébelos con las cabeceras X-Jikim-Timestamp y X-Jikim-Signature (sha256=HMAC-SHA256(secreto, "marca.cuerpo")). Los fallos se reintentan hasta 5 veces con esperas crecientes.',
    badUrl: 'Introduzca una dirección que empiece por http:// o https://.', eventACC_FLASH: 'Aviso inmediato de accidente', eventACC_SERIOUS: 'Accidente grave', eventWKOD_GAS_OUT: 'Trabajo detenido por medición de gas',
    eventIMPR_OVERDUE: 'Acción de mejora vencida', eventENV_EXCEED: 'Límite de emisión superado', eventWEBHOOK_TEST: 'Evento de prueba', deliveries: 'Historial de envíos', deliveryNo: 'N.º', createDt: 'Ocurrido', subscription: 'Suscripción',
    status: 'Estado', attempts: 'Intentos', statusPENDING: 'En espera', statusSENDING: 'Enviando', statusRETRY: 'Esperando reintento', statusDELIVERED: 'Entregado', statusFAILED: 'Fallido',
    resend: 'Reenviar', resent: 'Reenviado: {{status}}', lastResult: 'Último resultado', tryNo: 'Intento', startedDt: 'Cuándo', duration: 'Duración (ms)', statusCode: 'Código',
    response: 'Respuesta', error: 'Error', payload: 'Cuerpo', refresh: 'Actualizar', noAttempts: 'Aún sin intentos.',
  },
  jobs: {
    title: 'Historial de tareas', name: 'Tarea', state: 'Estado', createdOn: 'En cola', startedOn: 'Inicio', completedOn: 'Fin', retry: 'Reintentos', error: 'Error', output: 'Resultado', runNow: 'Ejecutar ahora', queued: 'La tarea se ha puesto en cola.',
    created: 'En cola', retryState: 'Esperando reintento', active: 'En ejecución', completed: 'Completada', cancelled: 'Cancelada', failed: 'Fallida',
  },
};

registerTranslations('admin', { ko, en, zh, es });
