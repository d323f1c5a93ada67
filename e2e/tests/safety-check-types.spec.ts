import { test } from '@playwright/test';
import { apiLogin } from '../helpers';
import { openLiftingTemplate, searchFacilitiesByGroup } from './safety-check-types.steps';

test('desktop: the facility-type search takes a group of the tree; a check template lists the facility types it applies to', async ({ page }) => {
  await apiLogin(page, 'safety01');
  await searchFacilitiesByGroup(page, 'saf-facility-search-tree');
  await openLiftingTemplate(page, 'saf-check-template-types');
});
