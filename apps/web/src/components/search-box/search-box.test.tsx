import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { SearchBox } from './search-box';

// antd's responsive grid asks for matchMedia, which jsdom lacks
window.matchMedia ??= ((q: string) => ({ matches: false, media: q, onchange: null, addListener: () => {}, removeListener: () => {},
  addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false })) as unknown as typeof window.matchMedia;

afterEach(cleanup);

const options = [{ id: 'nm', type: 'text', label: '성명', render: () => <input aria-label="성명" /> }];
const searchButtons = () => screen.queryAllByRole('button').filter((b) => b.querySelector('.anticon-search'));

/** a page whose search reads the field's state, as the pages do */
function Page({ onSearch }: { onSearch: (v: string) => void }) {
  const [v, setV] = useState('');
  return (
    <SearchBox
      onSearch={() => onSearch(v)}
      options={[{ id: 'nm', type: 'text', label: '성명', render: () => <input aria-label="성명" value={v} onChange={(e) => setV(e.target.value)} /> },
        { id: 'memo', type: 'text', label: '메모', render: () => <textarea aria-label="메모" /> }]}
    />
  );
}

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

describe('Enter in the search box (issue 13 defect 3)', () => {
  it('searches on Enter while the focus is in the box, with the mouse elsewhere', () => {
    const onSearch = vi.fn();
    render(<Page onSearch={onSearch} />);
    const input = screen.getByLabelText('성명');
    fireEvent.change(input, { target: { value: '홍길동' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('홍길동');
  });

  it('never searches during a Hangul composition; searches once after it ends, with the committed syllable', async () => {
    vi.useFakeTimers();
    try {
      const onSearch = vi.fn();
      render(<Page onSearch={onSearch} />);
      const input = screen.getByLabelText('성명');
      fireEvent.compositionStart(input);
      fireEvent.change(input, { target: { value: '홍길' } });
      fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true });
      fireEvent.keyDown(input, { key: 'Process', keyCode: 229 });
      expect(onSearch).not.toHaveBeenCalled();
      fireEvent.change(input, { target: { value: '홍길동' } });
      fireEvent.compositionEnd(input, { data: '동' });
      expect(onSearch).not.toHaveBeenCalled();
      await act(async () => { await vi.runAllTimersAsync(); });
      expect(onSearch).toHaveBeenCalledExactlyOnceWith('홍길동');
      // the plain Enter some IMEs send right after the commit does not search a second time
      fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
      expect(onSearch).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a plain Enter right after compositionend runs the pending search once, at once', () => {
    const onSearch = vi.fn();
    render(<Page onSearch={onSearch} />);
    const input = screen.getByLabelText('성명');
    fireEvent.compositionStart(input);
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true });
    fireEvent.change(input, { target: { value: '김' } });
    fireEvent.compositionEnd(input, { data: '김' });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('김');
  });

  it('Enter in a textarea or on a button of the box keeps its own meaning', () => {
    const onSearch = vi.fn();
    render(<Page onSearch={onSearch} />);
    fireEvent.keyDown(screen.getByLabelText('메모'), { key: 'Enter' });
    fireEvent.keyDown(searchButtons()[0]!, { key: 'Enter' });
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('keeps the spec rule: Enter with the pointer over the box searches even when the focus is on the page', () => {
    const onSearch = vi.fn();
    const { container } = render(<Page onSearch={onSearch} />);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.mouseEnter(container.querySelector('.jk-search-box')!);
    // jsdom has no layout: offsetParent is null for every element, so pretend the box is shown
    Object.defineProperty(container.querySelector('.jk-search-box')!, 'offsetParent', { get: () => document.body });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
