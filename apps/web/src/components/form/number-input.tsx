import { useId, useState } from 'react';
import { Input } from 'antd';
import { formatThousands, limitNumberBytes, parseNumberText, sanitizeNumberText } from '@jikim/shared';
import { Field } from './field';

export type NumberInputProps = {
  name?: string;
  label?: string;
  value?: number | null;
  onChange?: (v: number) => void;
  /** decimal places (default 0) */
  decimals?: number;
  /** thousands separators while not editing (cost) */
  thousands?: boolean;
  /** byte limit of the typed text */
  maxBytes?: number;
  required?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  error?: string | null;
  align?: 'left' | 'right';
};

/** spec §5 number input: digits, minus and dot only; byte limit; separators; decimals; 0 when cleared */
export function NumberInput(p: NumberInputProps) {
  const id = useId();
  const decimals = p.decimals ?? 0;
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? (p.value === null || p.value === undefined ? '' : p.thousands ? formatThousands(p.value, decimals || undefined) : String(p.value));
  return (
    <Field label={p.label} required={p.required} error={p.error} htmlFor={id}>
      <Input
        id={id}
        name={p.name}
        aria-label={p.label}
        inputMode="decimal"
        value={shown}
        disabled={p.disabled}
        readOnly={p.readonly}
        status={p.error ? 'error' : undefined}
        style={{ textAlign: p.align ?? 'right' }}
        onFocus={() => setText(p.value === null || p.value === undefined ? '' : String(p.value))}
        onChange={(e) => {
          const clean = limitNumberBytes(sanitizeNumberText(e.target.value, decimals), p.maxBytes);
          setText(clean);
          p.onChange?.(parseNumberText(clean));
        }}
        onBlur={() => {
          // cleared → 0 (spec §5)
          if (text !== null) p.onChange?.(parseNumberText(text));
          setText(null);
        }}
      />
    </Field>
  );
}
