export { ChildRowsEditor, type ChildRow, type ChildRowsEditorProps } from './child-rows-editor';
export { CHILD_GRID_NS } from './child-grid.i18n';
