import { Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { TCalendarItem } from '@jikim/shared/src/calendar/calendar';
import { addDaysYmd } from '@jikim/shared/src/ymd';
import './calendar.css';

/** the Sunday on or before a date (weeks start on Sunday, as Korean wall calendars) */
export const weekStart = (ymd: string) => addDaysYmd(ymd, -new Date(`${ymd}T00:00:00Z`).getUTCDay());
/** the days of the grid that shows the month of `first`: whole weeks from the Sunday before the 1st */
export function monthGrid(first: string): string[] {
  const start = weekStart(first);
  const month = first.slice(0, 7);
  const days: string[] = [];
  for (let d = start; days.length < 42; d = addDaysYmd(d, 1)) {
    if (days.length % 7 === 0 && days.length > 0 && d.slice(0, 7) > month) break;
    days.push(d);
  }
  return days;
}

type ViewProps = {
  days: string[];
  items: TCalendarItem[];
  today: string;
  /** the month shown: days of other months are dimmed */
  month?: string;
  weekdays: string[];
  kindName: (i: TCalendarItem) => string;
  /** how many items a day cell lists before "+n" */
  max: number;
  more: (n: number) => string;
  onMore: (ymd: string) => void;
  stateName: (i: TCalendarItem) => string;
};

const stateOf = (i: TCalendarItem) => (i.doneYn === 'Y' ? 'done' : i.overdueYn === 'Y' ? 'overdue' : 'open');

/** a week-row grid of days (month: 4–6 rows; week: one row with every item), each item a link to its record */
export function CalendarGrid({ days, items, today, month, weekdays, kindName, max, more, onMore, stateName }: ViewProps) {
  const byDay = new Map<string, TCalendarItem[]>();
  for (const i of items) byDay.set(i.dueYmd, [...(byDay.get(i.dueYmd) ?? []), i]);
  return (
    <div className="jk-cal" role="table" data-testid="calendar-grid">
      <div className="jk-cal-row" role="row">
        {weekdays.map((w, i) => <div key={w} role="columnheader" className={`jk-cal-head${i === 0 ? ' jk-cal-sun' : i === 6 ? ' jk-cal-sat' : ''}`}>{w}</div>)}
      </div>
      {Array.from({ length: days.length / 7 }, (_v, r) => (
        <div className="jk-cal-row" role="row" key={days[r * 7]}>
          {days.slice(r * 7, r * 7 + 7).map((d, c) => {
            const list = byDay.get(d) ?? [];
            const shown = list.slice(0, max);
            const cls = ['jk-cal-day', month && d.slice(0, 7) !== month ? 'jk-cal-other' : '', d === today ? 'jk-cal-today' : '', c === 0 ? 'jk-cal-sun' : c === 6 ? 'jk-cal-sat' : ''].filter(Boolean).join(' ');
            return (
              <div key={d} role="cell" className={cls} data-ymd={d} aria-label={`${d} ${list.length}`}>
                <div className="jk-cal-date">{Number(d.slice(8, 10))}</div>
                {shown.map((i) => (
                  <div key={`${i.kindCd}-${i.link ?? ''}-${i.title}`} className={`jk-cal-item jk-cal-${stateOf(i)}`} data-kind={i.kindCd} data-overdue={i.overdueYn} title={`${kindName(i)} · ${i.title} · ${stateName(i)}`}>
                    {i.link ? <Link to={i.link}>{i.title}</Link> : <span>{i.title}</span>}
                  </div>
                ))}
                {list.length > shown.length && (
                  <button type="button" className="jk-cal-more" onClick={() => onMore(d)}>{more(list.length - shown.length)}</button>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** a state tag of an item: done green, overdue red, else open */
export function StateTag({ item, names }: { item: TCalendarItem; names: Record<'done' | 'overdue' | 'open', string> }) {
  const s = stateOf(item);
  return <Tag color={s === 'done' ? 'green' : s === 'overdue' ? 'red' : undefined}>{names[s]}</Tag>;
}

/** the owner as names: the person, else the department */
export const ownerText = (i: TCalendarItem) => i.ownerUserNm ?? i.ownerDeptNm ?? i.ownerUserId ?? i.ownerDeptCd ?? '-';

export function DayHeading({ ymd }: { ymd: string }) {
  return <Typography.Text strong>{ymd}</Typography.Text>;
}
