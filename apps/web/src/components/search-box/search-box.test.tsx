import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { SearchBox } from './search-box';

// antd's responsive grid asks for matchMedia, which jsdom lacks
window.matchMedia ??= ((q: string) => ({ matches: false, media: q, onchange: null, addListener: () => {}, removeListener: () => {},
  addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false })) as unknown as typeof window.matchMedia;

afterEach(cleanup);

const options = [{ id: 'nm', type: 'text', label: '성명', render: () => <input aria-label="성명" /> }];
const searchButtons = () => screen.queryAllByRole('button').filter((b) => b.querySelector('.anticon-search'));

describe('SearchBox showSearch (spec §2: the search button only when the screen may search)', () => {
  it('shows the search button by default and searches on click and on Enter over the box', () => {
    const onSearch = vi.fn();
    const { container } = render(<SearchBox options={options} onSearch={onSearch} />);
    expect(searchButtons()).toHaveLength(1);
    fireEvent.click(searchButtons()[0]!);
    const box = container.querySelector('.jk-search-box')!;
    fireEvent.mouseEnter(box);
    fireEvent.keyDown(screen.getByLabelText('성명'), { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('showSearch={false} hides the button, keeps the fields and ignores Enter', () => {
    const onSearch = vi.fn();
    const { container } = render(<SearchBox options={options} onSearch={onSearch} showSearch={false} />);
    expect(searchButtons()).toHaveLength(0);
    expect(screen.getByLabelText('성명')).toBeTruthy();
    fireEvent.mouseEnter(container.querySelector('.jk-search-box')!);
    fireEvent.keyDown(screen.getByLabelText('성명'), { key: 'Enter' });
    expect(onSearch).not.toHaveBeenCalled();
  });
});
