import type { ComponentType } from 'react';
import type { TResourceDefinition } from '@jikim/shared';
import type { ResourceListOverrides } from './resource-list';

/**
 * page-registry entry for definition-driven pages; the page code (grid, forms, exceljs) loads lazily:
 *   '/manage/noticeManage': () => resourcePage(noticeResource),
 */
export function resourcePage(...defs: TResourceDefinition[]): Promise<{ default: ComponentType }> {
  return import('./resource-page').then(({ ResourcePage }) => ({ default: () => <ResourcePage defs={defs} /> }));
}

export function resourcePageWith(defs: TResourceDefinition[], overrides: Record<string, ResourceListOverrides>): Promise<{ default: ComponentType }> {
  return import('./resource-page').then(({ ResourcePage }) => ({ default: () => <ResourcePage defs={defs} overrides={overrides} /> }));
}
