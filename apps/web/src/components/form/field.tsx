import type { ReactNode } from 'react';
import { Form } from 'antd';

/** label + required mark + error text around one widget (spec §3 text input: label, required, error message) */
export function Field({ label, required, error, extra, children, htmlFor }: {
  label?: ReactNode; required?: boolean; error?: string | null; extra?: ReactNode; children: ReactNode; htmlFor?: string;
}) {
  return (
    <Form.Item label={label} required={required} validateStatus={error ? 'error' : undefined} help={error || undefined} extra={extra} htmlFor={htmlFor} style={{ marginBottom: 12 }}>
      {children}
    </Form.Item>
  );
}

/** spec §2 shared "label" widget: a read-only value with its label */
export function LabelValue({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <Form.Item label={label} style={{ marginBottom: 12 }}>
      <span className="jk-label-value">{value ?? ''}</span>
    </Form.Item>
  );
}
