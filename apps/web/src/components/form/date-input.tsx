import { useEffect, useId } from 'react';
import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMATS, defaultRange, isDateSelectable, isValidDateRange, toYmd } from '@jikim/shared';
import { Field } from './field';

export type DateKind = 'date' | 'month' | 'year' | 'time' | 'datetime';

const FORMAT: Record<DateKind, string> = {
  date: DATE_FORMATS.date, month: DATE_FORMATS.month, year: DATE_FORMATS.year, time: DATE_FORMATS.time, datetime: DATE_FORMATS.datetime,
};

const parse = (v: string | null | undefined, kind: DateKind): Dayjs | null => {
  if (!v) return null;
  const d = kind === 'time' ? dayjs(`2000-01-01 ${v}`) : dayjs(v, FORMAT[kind]);
  return d.isValid() ? d : null;
};

type Common = { label?: string; required?: boolean; disabled?: boolean; readonly?: boolean; error?: string | null; start?: string | null; end?: string | null; name?: string };

/** spec §5 date picker: date, month, year, time, datetime; start/end limit selectable days; default 'today' */
export function DateInput({ kind = 'date', value, onChange, defaultToday, seconds, ...p }: Common & {
  kind?: DateKind; value?: string | null; onChange?: (v: string | null) => void; defaultToday?: boolean; seconds?: boolean;
}) {
  const id = useId();
  const fmt = kind === 'time' && seconds ? DATE_FORMATS.timeWithSeconds : FORMAT[kind];
  useEffect(() => {
    if (defaultToday && !value) onChange?.(dayjs().format(fmt));
    // only on mount: 'today' fills an empty field once
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const common = {
    id, 'aria-label': p.label, name: p.name,
    value: parse(value, kind),
    disabled: p.disabled,
    inputReadOnly: p.readonly,
    open: p.readonly ? false : undefined,
    status: p.error ? ('error' as const) : undefined,
    format: fmt,
    style: { width: '100%' },
  };
  return (
    <Field label={p.label} required={p.required} error={p.error} htmlFor={id}>
      {kind === 'time' ? (
        <TimePicker {...common} onChange={(d) => onChange?.(d ? d.format(fmt) : null)} />
      ) : (
        <DatePicker
          {...common}
          picker={kind === 'datetime' ? 'date' : kind}
          showTime={kind === 'datetime' ? { format: 'HH:mm' } : undefined}
          disabledDate={(d) => !isDateSelectable(toYmd(d.toDate()), { start: p.start, end: p.end })}
          onChange={(d) => onChange?.(d ? d.format(fmt) : null)}
        />
      )}
    </Field>
  );
}

/** spec §5 range: valid only when both ends are valid and end ≥ start; default period '1m' */
export function DateRangeInput({ value, onChange, defaultPeriod, ...p }: Common & {
  value?: [string | null, string | null]; onChange?: (v: [string | null, string | null]) => void; defaultPeriod?: string | null;
}) {
  const id = useId();
  useEffect(() => {
    if (defaultPeriod && !value?.[0] && !value?.[1]) onChange?.(defaultRange(toYmd(new Date()), defaultPeriod));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [a, b] = value ?? [null, null];
  const invalid = (a || b) && !isValidDateRange(a, b);
  return (
    <Field label={p.label} required={p.required} error={p.error ?? (invalid ? ' ' : null)} htmlFor={id}>
      <DatePicker.RangePicker
        id={id}
        aria-label={p.label}
        value={[parse(a, 'date'), parse(b, 'date')]}
        disabled={p.disabled}
        open={p.readonly ? false : undefined}
        format={DATE_FORMATS.date}
        status={p.error || invalid ? 'error' : undefined}
        style={{ width: '100%' }}
        allowEmpty={[true, true]}
        disabledDate={(d) => !isDateSelectable(toYmd(d.toDate()), { start: p.start, end: p.end })}
        onChange={(r) => onChange?.([r?.[0]?.format(DATE_FORMATS.date) ?? null, r?.[1]?.format(DATE_FORMATS.date) ?? null])}
      />
    </Field>
  );
}
