// Printed documents (A4, 결재란). Import from '@/components/print' (kept out of '@/components' so pages without printing do not load it).
import './print.i18n';

export * from './print.i18n';
export * from './print-document';
export * from './approval-line';
