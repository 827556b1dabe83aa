import { PLAN_STATUSES, PLAN_TYPES } from '@shop/shared/plans/plan';
import type { ChangeEvent, ReactNode } from 'react';
import { Select } from '../../../components/ui/select.tsx';
import { SwitchInput } from '../../../components/ui/switch-input.tsx';
import type { PlanFormErrors, PlanFormField, PlanFormValues } from '../utils/plan-form-values.ts';
import { PLAN_STATUS_LABELS, PLAN_TYPE_LABELS } from '../utils/plan-labels.ts';

interface FieldsProps {
  idPrefix: string;
  values: PlanFormValues;
  errors: PlanFormErrors;
  onChange: <F extends PlanFormField>(field: F, value: PlanFormValues[F]) => void;
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Title, description, type, rooms, area, the three prices, featured and status, with the browser's own checks. */
export function PlanDetailsFields({ idPrefix, values, errors, onChange }: FieldsProps) {
  const id = (field: PlanFormField) => `${idPrefix}-${field}`;
  const errorProps = (field: PlanFormField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id(field)}-error` } : {};
  const text = (field: PlanFormField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange(field, event.target.value as never);

  const number = (
    field: 'bedrooms' | 'bathrooms' | 'area_sqm' | 'footprint_width_m' | 'footprint_depth_m',
    label: string,
    min: number,
    step: string,
    required = true,
  ) => (
    <Field id={id(field)} label={label} error={errors[field]}>
      <input
        id={id(field)}
        className="input"
        type="number"
        inputMode={step === '1' ? 'numeric' : 'decimal'}
        min={min}
        step={step}
        required={required}
        value={values[field]}
        onChange={text(field)}
        {...errorProps(field)}
      />
    </Field>
  );

  const price = (field: 'basic_price' | 'standard_price' | 'premium_price', label: string) => (
    <Field id={id(field)} label={label} error={errors[field]}>
      <input
        id={id(field)}
        className="input"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        required
        value={values[field]}
        onChange={text(field)}
        {...errorProps(field)}
      />
    </Field>
  );

  return (
    <>
      <Field id={id('title')} label="Title" error={errors.title}>
        <input
          id={id('title')}
          className="input"
          required
          maxLength={150}
          value={values.title}
          onChange={text('title')}
          {...errorProps('title')}
        />
      </Field>
      <Field id={id('description')} label="Description" error={errors.description}>
        <textarea
          id={id('description')}
          className="textarea"
          rows={4}
          maxLength={5000}
          value={values.description}
          onChange={text('description')}
          {...errorProps('description')}
        />
      </Field>
      <Field id={id('title_fr')} label="French title (optional)" error={errors.title_fr}>
        <input
          id={id('title_fr')}
          className="input"
          lang="fr"
          maxLength={150}
          value={values.title_fr}
          onChange={text('title_fr')}
          {...errorProps('title_fr')}
        />
      </Field>
      <Field id={id('description_fr')} label="French description (optional)" error={errors.description_fr}>
        <textarea
          id={id('description_fr')}
          className="textarea"
          lang="fr"
          rows={4}
          maxLength={5000}
          value={values.description_fr}
          onChange={text('description_fr')}
          {...errorProps('description_fr')}
        />
      </Field>
      <div className="form-row admin-form-row-3">
        <Field id={id('plan_type')} label="Plan Type" error={errors.plan_type}>
          <Select
            id={id('plan_type')}
            value={values.plan_type}
            onChange={(value) => onChange('plan_type', value)}
            options={PLAN_TYPES.map((type) => ({ id: type, label: PLAN_TYPE_LABELS[type] }))}
          />
        </Field>
        {number('bedrooms', 'Bedrooms', 1, '1')}
        {number('bathrooms', 'Bathrooms', 1, '1')}
      </div>
      <div className="form-row admin-form-row-3">
        {number('footprint_width_m', 'Footprint Width (m, on the road)', 3, '0.1', false)}
        {number('footprint_depth_m', 'Footprint Depth (m)', 3, '0.1', false)}
      </div>
      <div className="form-row admin-form-row-3">
        {number('area_sqm', 'Area (sq m)', 10, 'any')}
        <Field id={id('status')} label="Status" error={errors.status}>
          <Select
            id={id('status')}
            value={values.status}
            onChange={(value) => onChange('status', value)}
            options={PLAN_STATUSES.map((status) => ({ id: status, label: PLAN_STATUS_LABELS[status] }))}
          />
        </Field>
        <label className="switch admin-featured-switch">
          <span className="field-label">Featured</span>
          <SwitchInput checked={values.featured} onChange={(checked) => onChange('featured', checked)} />
        </label>
      </div>
      <fieldset className="admin-fieldset">
        <legend>Prices (₵)</legend>
        <div className="form-row admin-form-row-3">
          {price('basic_price', 'Basic Price')}
          {price('standard_price', 'Standard Price')}
          {price('premium_price', 'Premium Price')}
        </div>
      </fieldset>
    </>
  );
}
