import { Checkbox, Radio, Switch } from 'antd';
import { useT } from '@/lib/i18n';
import { UI_NS } from '../ui.i18n';
import { Field } from './field';

type YnProps = {
  label?: string;
  value?: 'Y' | 'N' | null;
  onChange?: (v: 'Y' | 'N') => void;
  disabled?: boolean;
  readonly?: boolean;
  required?: boolean;
  error?: string | null;
  /** text next to the control (checkbox) or of the two options (radio) */
  text?: string;
  yesText?: string;
  noText?: string;
};

/** spec §9 Y/N convention: a checked checkbox is Y, unchecked N */
export function YnCheckbox(p: YnProps) {
  return (
    <Field label={p.label} required={p.required} error={p.error}>
      <Checkbox checked={p.value === 'Y'} disabled={p.disabled || p.readonly} aria-label={p.label} onChange={(e) => p.onChange?.(e.target.checked ? 'Y' : 'N')}>
        {p.text}
      </Checkbox>
    </Field>
  );
}

export function YnSwitch(p: YnProps) {
  return (
    <Field label={p.label} required={p.required} error={p.error}>
      <Switch checked={p.value === 'Y'} disabled={p.disabled || p.readonly} aria-label={p.label} onChange={(c) => p.onChange?.(c ? 'Y' : 'N')}
        checkedChildren={p.yesText} unCheckedChildren={p.noText} />
    </Field>
  );
}

export function YnRadio(p: YnProps) {
  const { t } = useT(UI_NS);
  return (
    <Field label={p.label} required={p.required} error={p.error}>
      <Radio.Group value={p.value ?? undefined} disabled={p.disabled || p.readonly} aria-label={p.label} onChange={(e) => p.onChange?.(e.target.value as 'Y' | 'N')}>
        <Radio value="Y">{p.yesText ?? t('yes')}</Radio>
        <Radio value="N">{p.noText ?? t('no')}</Radio>
      </Radio.Group>
    </Field>
  );
}
