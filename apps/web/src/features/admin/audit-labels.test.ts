import { describe, expect, it } from 'vitest';
import * as shared from '@jikim/shared';
import { AUDIT_ENTITIES, auditActionName, auditEntityName } from './audit-labels';

// issue 13 defect 9: the audit log shows actions and entities in the user's language, never only table names
describe('audit labels', () => {
  it('names actions in each language and keeps unknown ones as stored', () => {
    expect(auditActionName('UPDATE', 'ko')).toBe('수정');
    expect(auditActionName('UPDATE', 'es')).toBe('Modificación');
    expect(auditActionName('SOMETHING_NEW', 'en')).toBe('SOMETHING_NEW');
  });
  it('names tables, records and resource definitions', () => {
    expect(auditEntityName('com_menu', 'ko')).toBe('메뉴');
    expect(auditEntityName('apprRequest', 'en')).toBe('Approval request');
    expect(auditEntityName('notice', 'ko')).toBe('공지사항관리');
    expect(auditEntityName('notice', 'en')).not.toBe('notice');
    expect(auditEntityName('new_table', 'zh')).toBe('new_table');
  });
  it('names every resource definition of @jikim/shared (records are logged under the definition name)', () => {
    const defs = (Object.values(shared) as unknown[]).filter(
      (v): v is { name: string; basePath: string; i18n: Record<string, Record<string, string>>; title: string } =>
        !!v && typeof v === 'object' && typeof (v as { basePath?: unknown }).basePath === 'string' && typeof (v as { i18n?: unknown }).i18n === 'object',
    );
    expect(defs.length).toBeGreaterThan(5);
    for (const d of defs) expect(AUDIT_ENTITIES[d.name]?.ko, d.name).toBe(d.i18n.ko![d.title]);
  });
});
