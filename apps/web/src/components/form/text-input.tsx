import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Input } from 'antd';
import { counterText, limitText } from '@jikim/shared';
import { Field } from './field';

export type TextInputProps = {
  name?: string;
  label?: string;
  placeholder?: string;
  value?: string | null;
  onChange?: (v: string) => void;
  maxlength?: number;
  /** show 'n / max 자' (or byte) under the field */
  counter?: boolean;
  /** limit by characters (default) or UTF-8 bytes; in byte mode input beyond max is cut */
  limit?: 'char' | 'byte';
  required?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  clearable?: boolean;
  error?: string | null;
  /** multi-line */
  textarea?: boolean;
  rows?: number;
  type?: 'text' | 'password';
};

/**
 * Text input of spec §3/§5: trims on blur, counter 'n / max 자' or 'n / max byte', byte-mode truncation.
 * Truncation waits for a Korean IME composition to finish, so a syllable is never cut while it is typed.
 */
export function TextInput(p: TextInputProps) {
  const id = useId();
  const composing = useRef(false);
  const [draft, setDraft] = useState<string | null>(null);
  const unit = p.limit ?? 'char';
  const value = draft ?? p.value ?? '';
  const apply = (raw: string) => p.onChange?.(limitText(raw, { max: p.maxlength, unit }));
  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (composing.current) {
      setDraft(e.target.value);
      return;
    }
    setDraft(null);
    apply(e.target.value);
  };
  const common = {
    id,
    name: p.name,
    placeholder: p.placeholder,
    value,
    disabled: p.disabled,
    readOnly: p.readonly,
    status: p.error ? ('error' as const) : undefined,
    'aria-label': p.label,
    'aria-invalid': p.error ? true : undefined,
    onChange,
    onCompositionStart: () => {
      composing.current = true;
    },
    onCompositionEnd: (e: React.CompositionEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      composing.current = false;
      setDraft(null);
      apply((e.target as HTMLInputElement).value);
    },
    onBlur: () => {
      const trimmed = (p.value ?? '').trim();
      if (trimmed !== (p.value ?? '')) p.onChange?.(trimmed);
    },
    // character mode lets the browser stop typing at maxlength; byte mode is enforced by apply()
    maxLength: unit === 'char' ? p.maxlength : undefined,
  };
  const counter = p.counter && p.maxlength ? <span className="jk-counter" data-testid={p.name ? `${p.name}-counter` : undefined}>{counterText(value, p.maxlength, unit)}</span> : null;
  return (
    <Field label={p.label} required={p.required} error={p.error} htmlFor={id} extra={counter}>
      {p.textarea ? (
        <Input.TextArea {...common} rows={p.rows ?? 4} allowClear={p.clearable && !p.readonly && !p.disabled} />
      ) : p.type === 'password' ? (
        <Input.Password {...common} />
      ) : (
        <Input {...common} allowClear={p.clearable && !p.readonly && !p.disabled} />
      )}
    </Field>
  );
}

export const TextAreaInput = (p: Omit<TextInputProps, 'textarea'>) => <TextInput {...p} textarea />;
