// The `datetime` field type in the form: the server's instant is shown on the plant's clock (Asia/Seoul here, whatever
// the browser's zone), read-only or not; a value being typed stays as typed (plant time, sent as such).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineResource, zPlantDateTime, type TResourceDefinition } from '@jikim/shared';
import { setPlantTimeZone } from '@/components/grid/plant-time';
import { ResourceFieldInput } from './resource-field-input';

const def = defineResource({
  name: 'tstDt', title: 'title', basePath: '/api/tst/dt', menuId: 'M', key: { name: 'no', type: 'number', generated: true },
  fields: [{ name: 'startDt', type: 'datetime', label: 'startDt', schema: zPlantDateTime }, { name: 'memo', type: 'text', label: 'memo', schema: z.string().nullish() }],
  listColumns: [], searchFields: [], defaultSort: { field: 'no', order: 'desc' },
  i18n: { ko: { startDt: '시작 일시' }, en: { startDt: 'Start' }, zh: { startDt: '开始' }, es: { startDt: 'Inicio' } },
} satisfies TResourceDefinition);

const show = (value: unknown, readonly = false) => render(
  <ResourceFieldInput def={def} field={def.fields[0]!} value={value} values={{ startDt: value }} onChange={vi.fn()} readonly={readonly} isNew={false} />,
);

afterEach(() => {
  cleanup();
  setPlantTimeZone(undefined);
});

describe('datetime field', () => {
  it('shows the instant on the plant clock, editable and read-only', () => {
    show('2026-11-30T23:00:00.000Z');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('2026-12-01 08:00');
    cleanup();
    show('2026-11-30T23:00:00.000Z', true);
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('2026-12-01 08:00');
  });

  it('follows the plants\' zone setting; a typed plant time is shown as typed', () => {
    setPlantTimeZone('UTC');
    show('2026-11-30T23:00:00.000Z');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('2026-11-30 23:00');
    cleanup();
    show('2026-12-02 07:30');
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('2026-12-02 07:30');
  });
});
