import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  /** Nothing (null, undefined or '') shows as a dash, so an empty field is visibly empty. */
  value: ReactNode;
}

/** Labelled values of one record, in a grid of as many columns as fit. */
export function Details({ items, label }: { items: DetailItem[]; label?: string }) {
  return (
    <dl className="details" aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className="details__item">
          <dt className="details__label">{item.label}</dt>
          <dd className="details__value">
            {item.value === null || item.value === undefined || item.value === '' ? '–' : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
