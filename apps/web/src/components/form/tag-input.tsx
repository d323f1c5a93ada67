import { useState } from 'react';
import { Input, Space, Tag } from 'antd';
import { addTag } from '@jikim/shared';
import { useT } from '@/lib/i18n';
import { UI_NS } from '../ui.i18n';
import { Field } from './field';

/** spec §5 tag input: Enter adds a tag; a duplicate is refused with 이미존재하는항목입니다. */
export function TagInput({ label, value, onChange, disabled, readonly, required, error }: {
  label?: string; value?: string[] | null; onChange?: (v: string[]) => void; disabled?: boolean; readonly?: boolean; required?: boolean; error?: string | null;
}) {
  const { t } = useT(UI_NS);
  const [input, setInput] = useState('');
  const [dup, setDup] = useState<string | null>(null);
  const tags = value ?? [];
  const editable = !disabled && !readonly;
  return (
    <Field label={label} required={required} error={dup ?? error}>
      <Space size={[4, 4]} wrap>
        {tags.map((tg) => (
          <Tag key={tg} closable={editable} onClose={() => onChange?.(tags.filter((x) => x !== tg))}>{tg}</Tag>
        ))}
        {editable && (
          <Input
            size="small"
            style={{ width: 160 }}
            aria-label={label}
            placeholder={t('tagPlaceholder')}
            value={input}
            onChange={(e) => {
              setInput(e.target.value);
              setDup(null);
            }}
            onPressEnter={(e) => {
              if (e.nativeEvent.isComposing) return;
              const r = addTag(tags, input);
              setDup(r.error);
              if (!r.error) {
                onChange?.(r.tags);
                setInput('');
              }
            }}
          />
        )}
      </Space>
    </Field>
  );
}
