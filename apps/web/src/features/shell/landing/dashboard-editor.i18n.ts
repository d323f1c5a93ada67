import { registerTranslations, useT } from '@/lib/i18n';

/** texts of the dashboard editor (loaded with it, not with the landing page); Korean is the source */
export const DASHBOARD_EDIT_NS = 'dashboardEdit';

registerTranslations(DASHBOARD_EDIT_NS, {
  ko: {
    editHint: '포틀릿을 끌어 옮기고 오른쪽 아래 모서리를 끌어 크기를 바꾼 뒤 저장하세요.', add: '포틀릿 추가', addPlaceholder: '추가할 포틀릿 선택', remove: '{{name}} 빼기', moveEarlier: '{{name}} 앞으로', moveLater: '{{name}} 뒤로', save: '저장', cancel: '취소', reset: '기본 배치로', saved: '대시보드 배치를 저장했습니다.', resetDone: '기본 배치로 되돌렸습니다.', size: '{{w}}칸 × {{h}}줄',
  },
  en: {
    editHint: 'Drag portlets to move them and drag the lower-right corner to resize, then save.', add: 'Add portlet', addPlaceholder: 'Choose a portlet to add', remove: 'Remove {{name}}', moveEarlier: 'Move {{name}} earlier', moveLater: 'Move {{name}} later', save: 'Save', cancel: 'Cancel', reset: 'Default layout', saved: 'Dashboard layout saved.', resetDone: 'Back to the default layout.', size: '{{w}} columns × {{h}} rows',
  },
  zh: {
    editHint: '拖动组件移动位置，拖动右下角调整大小，然后保存。', add: '添加组件', addPlaceholder: '选择要添加的组件', remove: '移除{{name}}', moveEarlier: '{{name}}前移', moveLater: '{{name}}后移', save: '保存', cancel: '取消', reset: '默认布局', saved: '已保存仪表板布局。', resetDone: '已恢复默认布局。', size: '{{w}}列 × {{h}}行',
  },
  es: {
    editHint: 'Arrastre los portlets para moverlos y la esquina inferior derecha para cambiar su tamaño; luego guarde.', add: 'Añadir portlet', addPlaceholder: 'Elija un portlet para añadir', remove: 'Quitar {{name}}', moveEarlier: 'Mover {{name}} antes', moveLater: 'Mover {{name}} después', save: 'Guardar', cancel: 'Cancelar', reset: 'Disposición predeterminada', saved: 'Disposición del panel guardada.', resetDone: 'Se restauró la disposición predeterminada.', size: '{{w}} columnas × {{h}} filas',
  },
});

export const useDashEditT = () => useT(DASHBOARD_EDIT_NS);
