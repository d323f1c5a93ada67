import { registerTranslations } from '@/lib/i18n';

/** texts of the reviewers' phone page (/mobile/mocReview); Korean is the source text */
export const SAF_MOC_MOBILE_NS = 'safMocMobile';

registerTranslations(SAF_MOC_MOBILE_NS, {
  ko: {
    pending: '내 검토 대기', answered: '답변함', emptyPending: '검토를 기다리는 변경이 없습니다.', emptyAnswered: '기술검토 중인 변경 중 답변한 것이 없습니다.',
    plant: '사업장', dept: '요청부서', requester: '요청자', requested: '요청일', type: '변경구분', expiry: '임시변경 만료일',
    description: '변경 내용', reason: '변경 사유', risk: '위험성평가 번호', documentsChanged: '변경 문서(도면·절차서)',
    reviews: '검토자 의견', me: '나', notAnswered: '미답변', documents: '변경 문서 파일', back: '목록',
    myAnswer: '내 검토 의견', myHint: '{{discipline}} 분야 검토자로 지정되었습니다.', approve: '승인', comment: '의견', commentLabel: '검토의견',
    commentPh: '검토 의견을 적어 주세요.', decisionRequired: '승인 또는 의견을 고르세요.', commentRequired: '의견을 선택하면 검토의견을 입력해야 합니다.',
    submit: '제출', revise: '수정 제출', saved: '검토 의견을 제출했습니다.', failed: '제출하지 못했습니다.', reloaded: '변경을 다시 불러왔습니다.',
    notReviewer: '이 변경의 검토자가 아니거나 기술검토 중이 아닙니다.', notFound: '변경을 열 수 없습니다.',
  },
  en: {
    pending: 'Waiting for me', answered: 'Answered', emptyPending: 'No change is waiting for your review.', emptyAnswered: 'You have not answered any change under review.',
    plant: 'Plant', dept: 'Department', requester: 'Requester', requested: 'Requested', type: 'Type', expiry: 'Expiry (temporary)',
    description: 'What changes', reason: 'Why', risk: 'Risk assessment no.', documentsChanged: 'Documents changed',
    reviews: 'Reviewers', me: 'me', notAnswered: 'Not answered', documents: 'Changed document files', back: 'List',
    myAnswer: 'My review', myHint: 'You are the {{discipline}} reviewer.', approve: 'Approve', comment: 'Comment', commentLabel: 'Review comment',
    commentPh: 'Write your review comment.', decisionRequired: 'Choose Approve or Comment.', commentRequired: 'A comment needs the review comment text.',
    submit: 'Submit', revise: 'Submit revision', saved: 'Your review was submitted.', failed: 'The review was not submitted.', reloaded: 'The change was reloaded.',
    notReviewer: 'You are not a reviewer of this change, or it is not under review.', notFound: 'The change cannot be opened.',
  },
  zh: {
    pending: '待我审查', answered: '已答复', emptyPending: '没有等待您审查的变更。', emptyAnswered: '审查中的变更里没有您已答复的。',
    plant: '工厂', dept: '申请部门', requester: '申请人', requested: '申请日期', type: '变更类别', expiry: '临时变更到期日',
    description: '变更内容', reason: '变更理由', risk: '风险评估编号', documentsChanged: '变更文件(图纸·规程)',
    reviews: '审查人意见', me: '我', notAnswered: '未答复', documents: '变更文件附件', back: '列表',
    myAnswer: '我的审查意见', myHint: '您被指定为{{discipline}}专业审查人。', approve: '批准', comment: '意见', commentLabel: '审查意见',
    commentPh: '请填写审查意见。', decisionRequired: '请选择批准或意见。', commentRequired: '选择意见时必须填写审查意见。',
    submit: '提交', revise: '修改提交', saved: '审查意见已提交。', failed: '未能提交。', reloaded: '已重新加载变更。',
    notReviewer: '您不是此变更的审查人，或变更不在审查中。', notFound: '无法打开此变更。',
  },
  es: {
    pending: 'Pendientes', answered: 'Respondidos', emptyPending: 'Ningún cambio espera su revisión.', emptyAnswered: 'No ha respondido ningún cambio en revisión.',
    plant: 'Planta', dept: 'Departamento', requester: 'Solicitante', requested: 'Solicitado', type: 'Tipo', expiry: 'Vencimiento (temporal)',
    description: 'Qué cambia', reason: 'Motivo', risk: 'N.º de evaluación de riesgos', documentsChanged: 'Documentos cambiados',
    reviews: 'Revisores', me: 'yo', notAnswered: 'Sin respuesta', documents: 'Archivos de documentos', back: 'Lista',
    myAnswer: 'Mi revisión', myHint: 'Es el revisor de {{discipline}}.', approve: 'Aprobar', comment: 'Comentario', commentLabel: 'Comentario de revisión',
    commentPh: 'Escriba su comentario.', decisionRequired: 'Elija Aprobar o Comentario.', commentRequired: 'Un comentario necesita el texto del comentario.',
    submit: 'Enviar', revise: 'Enviar revisión', saved: 'Su revisión se envió.', failed: 'La revisión no se envió.', reloaded: 'El cambio se volvió a cargar.',
    notReviewer: 'No es revisor de este cambio o no está en revisión.', notFound: 'No se puede abrir el cambio.',
  },
});
