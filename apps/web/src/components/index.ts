// Shared UI kit (issue 5). Import from '@/components'.
import './ui.i18n';

export * from './ui.i18n';
export * from './form';
export * from './grid';
export * from './search-box/search-box';
export * from './pickers/code-tree-picker';
export * from './pickers/org-pickers';
export * from './pickers/tree-table';
export { useExpandAll } from './pickers/use-expand-all';
export * from './pickers/user-search';
// the media widgets (image viewer, QR code, signature pad, video player) are imported from their own files
// (`@/components/media/...`): each pulls a library (carousel, QR encoder) that a list page must not load
export * from './a11y/link-button';
