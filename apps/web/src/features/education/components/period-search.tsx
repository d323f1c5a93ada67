import type { Dispatch, SetStateAction } from 'react';
import { Select } from 'antd';
import { Field, PlantSelect, type SearchOption } from '@/components';

type TPeriodForm = { plantCd?: string; year: number; half?: 'H1' | 'H2'; deptCd?: string };
const thisYear = () => new Date().getFullYear();

/** this half-year of the browser's calendar (the default of the period searches) */
export const thisHalf = (): 'H1' | 'H2' => (new Date().getMonth() < 6 ? 'H1' : 'H2');

/** the search options plant · year · half-year (or the whole year) shared by the ledger and plan-vs-actual pages */
export function periodSearchOptions<F extends TPeriodForm>(idPrefix: string, form: F, setForm: Dispatch<SetStateAction<F>>, t: (k: string) => string): SearchOption[] {
  const years = Array.from({ length: 6 }, (_, i) => thisYear() + 1 - i);
  return [
    { id: 'plant', type: 'plant', label: t('ledger.plant'), render: () => (
      <PlantSelect label={t('ledger.plant')} value={form.plantCd ?? null} onChange={(plantCd) => setForm((f) => ({ ...f, ...(plantCd ? { plantCd } : {}), deptCd: undefined }))} />) },
    { id: 'year', type: 'select', label: t('ledger.year'), render: () => (
      <Field label={t('ledger.year')} htmlFor={`${idPrefix}-year`}>
        <Select id={`${idPrefix}-year`} aria-label={t('ledger.year')} value={form.year} onChange={(year: number) => setForm((f) => ({ ...f, year }))}
          options={years.map((y) => ({ value: y, label: String(y) }))} />
      </Field>) },
    { id: 'half', type: 'select', label: t('ledger.half'), render: () => (
      <Field label={t('ledger.half')} htmlFor={`${idPrefix}-half`}>
        <Select id={`${idPrefix}-half`} aria-label={t('ledger.half')} value={form.half ?? ''} onChange={(h: string) => setForm((f) => ({ ...f, half: h === 'H1' || h === 'H2' ? h : undefined }))}
          options={[{ value: 'H1', label: t('ledger.H1') }, { value: 'H2', label: t('ledger.H2') }, { value: '', label: t('ledger.halfAll') }]} />
      </Field>) },
  ];
}
