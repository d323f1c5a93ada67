import { registerTranslations } from '@/lib/i18n';

/** texts of a record's comments (namespace "comments"), loaded with the resource pages, never with the shell */
export const COMMENTS_NS = 'comments';

registerTranslations(COMMENTS_NS, {
  ko: {
    title: '댓글', count: '댓글 {{n}}', placeholder: '댓글을 입력하세요', replyPlaceholder: '답글을 입력하세요', submit: '등록', reply: '답글',
    delete: '삭제', deleteConfirm: '이 댓글을 삭제할까요?', deleted: '삭제된 댓글입니다.', empty: '아직 댓글이 없습니다.', cancel: '취소', ok: '확인',
  },
  en: {
    title: 'Comments', count: '{{n}} comments', placeholder: 'Write a comment', replyPlaceholder: 'Write a reply', submit: 'Post', reply: 'Reply',
    delete: 'Delete', deleteConfirm: 'Delete this comment?', deleted: 'This comment was deleted.', empty: 'No comments yet.', cancel: 'Cancel', ok: 'OK',
  },
  zh: {
    title: '评论', count: '评论 {{n}}', placeholder: '请输入评论', replyPlaceholder: '请输入回复', submit: '发表', reply: '回复',
    delete: '删除', deleteConfirm: '删除此评论吗？', deleted: '该评论已删除。', empty: '暂无评论。', cancel: '取消', ok: '确定',
  },
  es: {
    title: 'Comentarios', count: '{{n}} comentarios', placeholder: 'Escriba un comentario', replyPlaceholder: 'Escriba una respuesta', submit: 'Publicar', reply: 'Responder',
    delete: 'Eliminar', deleteConfirm: '¿Eliminar este comentario?', deleted: 'Este comentario fue eliminado.', empty: 'Aún no hay comentarios.', cancel: 'Cancelar', ok: 'Aceptar',
  },
});
