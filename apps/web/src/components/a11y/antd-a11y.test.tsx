import { render } from '@testing-library/react';
import { Button, Progress, Switch, Table } from 'antd';
import { DeleteOutlined, SearchOutlined } from '@ant-design/icons';
import { describe, expect, it, vi } from 'vitest';
import { announce, guardImeSubmit, patchA11y } from './antd-a11y';

describe('the UI kit accessibility layer', () => {
  it('names icon-only buttons from their icon, progress bars, and switches in a table from the column heading', () => {
    const { container } = render(
      <div>
        <Button icon={<SearchOutlined aria-hidden />} />
        <Button icon={<SearchOutlined />} />
        <Button icon={<DeleteOutlined />} aria-label="행 삭제" />
        <Progress percent={40} />
        <Table
          pagination={false}
          rowKey="k"
          dataSource={[{ k: 1 }]}
          columns={[{ title: '사용', key: 'use', render: () => <Switch /> }]}
        />
        <label htmlFor="jk-t-sw">중요</label>
        <Switch id="jk-t-sw" />
      </div>,
    );
    patchA11y(document);
    const buttons = container.querySelectorAll('button.ant-btn');
    expect(buttons[0]!.getAttribute('aria-label')).toBe('조회');
    // the icon's own name stays the button's name
    expect(buttons[1]!.hasAttribute('aria-label')).toBe(false);
    // a name the page gave stays
    expect(buttons[2]!.getAttribute('aria-label')).toBe('행 삭제');
    expect(container.querySelector('[role="progressbar"]')!.getAttribute('aria-label')).toBe('진행률');
    expect(container.querySelector('td button[role="switch"]')!.getAttribute('aria-label')).toBe('사용');
    // a switch with a <label for> keeps that name
    expect(container.querySelector('#jk-t-sw')!.hasAttribute('aria-label')).toBe(false);
  });

  it('makes a scrolling table body a named keyboard stop, and takes it back when it no longer scrolls', () => {
    const { container } = render(<div className="ant-table-body" style={{ overflow: 'auto' }}><table><tbody><tr><td>x</td></tr></tbody></table></div>);
    const body = container.querySelector<HTMLElement>('.ant-table-body')!;
    Object.defineProperty(body, 'scrollWidth', { configurable: true, value: 900 });
    Object.defineProperty(body, 'clientWidth', { configurable: true, value: 300 });
    patchA11y(document);
    expect(body.tabIndex).toBe(0);
    expect(body.getAttribute('role')).toBe('region');
    expect(body.getAttribute('aria-label')).toContain('표');
    Object.defineProperty(body, 'scrollWidth', { configurable: true, value: 300 });
    patchA11y(document);
    expect(body.hasAttribute('tabindex')).toBe(false);
  });

  it('makes the toast container a live region, assertive for an error (the text is not copied elsewhere)', () => {
    const box = document.createElement('div');
    box.className = 'ant-message';
    box.innerHTML = '<div class="ant-message-notice"><div class="ant-message-success">저장했습니다.</div></div>';
    document.body.appendChild(box);
    patchA11y(document);
    expect(box.getAttribute('aria-live')).toBe('polite');
    box.innerHTML = '<div class="ant-message-notice"><div class="ant-message-error">저장하지 못했습니다.</div></div>';
    patchA11y(document);
    expect(box.getAttribute('aria-live')).toBe('assertive');
    expect([...document.querySelectorAll('body *')].filter((e) => e.children.length === 0 && e.textContent === '저장하지 못했습니다.')).toHaveLength(1);
    box.remove();
  });

  it('says a change in a live region that exists before the change', async () => {
    announce('저장되었습니다.');
    const region = document.getElementById('jk-live-polite')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.hasAttribute('role')).toBe(false);
    await vi.waitFor(() => expect(region.textContent).toBe('저장되었습니다.'));
    announce('저장하지 못했습니다.', 'assertive');
    await vi.waitFor(() => expect(document.getElementById('jk-live-assertive')!.textContent).toBe('저장하지 못했습니다.'));
  });

  it('drops the submit of a form that an IME-composing Enter would cause, not a plain Enter', () => {
    guardImeSubmit(window);
    const onSubmit = vi.fn((e: SubmitEvent) => e.preventDefault());
    const form = document.createElement('form');
    const input = document.createElement('input');
    form.appendChild(input);
    document.body.appendChild(form);
    form.addEventListener('submit', onSubmit);
    // Chrome: the Enter that ends the composition carries isComposing
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true }));
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(onSubmit).not.toHaveBeenCalled();
    // Safari: keyCode 229 after compositionend
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 229, bubbles: true }));
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(onSubmit).not.toHaveBeenCalled();
    vi.useFakeTimers({ now: Date.now() + 1000 });
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
