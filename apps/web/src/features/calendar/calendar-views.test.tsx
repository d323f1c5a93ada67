import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCalendarItem } from '@jikim/shared/src/calendar/calendar';
import { CalendarGrid, monthGrid, ownerText, weekStart } from './calendar-views';

afterEach(cleanup);
const item = (over: Partial<TCalendarItem>): TCalendarItem => ({
  kindCd: 'IMPR_DUE', title: '난간 보강', dueYmd: '2026-11-10', ownerUserId: 'safety01', ownerDeptCd: 'D1210', link: '/impr/imprAction?key=1', doneYn: 'N', overdueYn: 'N', ...over,
});

describe('compliance calendar views', () => {
  it('a month grid is whole weeks from the Sunday before the 1st to the Saturday after the last day', () => {
    const nov = monthGrid('2026-11-01'); // 1 November 2026 is a Sunday; the 30th a Monday
    expect([nov[0], nov.at(-1), nov.length]).toEqual(['2026-11-01', '2026-12-05', 35]);
    const feb = monthGrid('2026-02-01'); // a Sunday, 28 days: four rows exactly
    expect([feb[0], feb.at(-1), feb.length]).toEqual(['2026-02-01', '2026-02-28', 28]);
    const aug = monthGrid('2026-08-01'); // a Saturday: six rows
    expect([aug[0], aug.at(-1), aug.length]).toEqual(['2026-07-26', '2026-09-05', 42]);
    expect(weekStart('2026-11-27')).toBe('2026-11-22');
  });

  it('puts each item on its day as a link, marks overdue and done, and folds a full day into "+n"', () => {
    const onMore = vi.fn();
    const items = [
      item({ title: '기한 지난 조치', dueYmd: '2026-11-10', overdueYn: 'Y' }),
      item({ title: '끝난 조치', dueYmd: '2026-11-10', doneYn: 'Y', link: '/impr/imprAction?key=2' }),
      item({ title: '세 번째', dueYmd: '2026-11-10', link: '/impr/imprAction?key=3' }),
      item({ title: '네 번째', dueYmd: '2026-11-10', link: '/impr/imprAction?key=4' }),
    ];
    render(
      <MemoryRouter>
        <CalendarGrid days={monthGrid('2026-11-01')} items={items} today="2026-11-27" month="2026-11" weekdays={['일', '월', '화', '수', '목', '금', '토']}
          kindName={() => '개선조치 기한'} max={3} more={(n) => `+${n}건 더`} onMore={onMore} stateName={() => ''} />
      </MemoryRouter>,
    );
    const cell = document.querySelector('[data-ymd="2026-11-10"]')!;
    expect(cell.querySelectorAll('a')).toHaveLength(3);
    expect(cell.querySelector('[data-overdue="Y"] a')!.getAttribute('href')).toBe('/impr/imprAction?key=1');
    expect(cell.querySelector('.jk-cal-done')!.textContent).toBe('끝난 조치');
    fireEvent.click(screen.getByRole('button', { name: '+1건 더' }));
    expect(onMore).toHaveBeenCalledWith('2026-11-10');
    expect(document.querySelector('[data-ymd="2026-11-27"]')!.className).toContain('jk-cal-today');
    expect(document.querySelector('[data-ymd="2026-12-01"]')!.className).toContain('jk-cal-other');
  });

  it('names the owner, never an id when a name is known', () => {
    expect(ownerText(item({ ownerUserNm: '김안전', ownerDeptNm: '안전팀' }))).toBe('김안전');
    expect(ownerText(item({ ownerUserId: null, ownerUserNm: null, ownerDeptNm: '안전팀' }))).toBe('안전팀');
  });
});
