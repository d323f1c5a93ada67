import { describe, expect, it } from 'vitest';
import { optionsUrl } from './child-rows-editor';

describe('optionsFrom url', () => {
  it('fills {name} placeholders from the parent record, encoded', () => {
    expect(optionsUrl('/api/vendor/entries/workerOptions?vendorCd={vendorCd}', { vendorCd: 'V 01&x' })).toBe('/api/vendor/entries/workerOptions?vendorCd=V%2001%26x');
  });
  it('waits (null) while a placeholder of the parent is empty', () => {
    expect(optionsUrl('/x?vendorCd={vendorCd}', { vendorCd: '' })).toBeNull();
    expect(optionsUrl('/x?vendorCd={vendorCd}', {})).toBeNull();
    expect(optionsUrl('/x?vendorCd={vendorCd}', undefined)).toBeNull();
  });
  it('a url without placeholders is used as it is', () => {
    expect(optionsUrl('/api/things', undefined)).toBe('/api/things');
  });
});
