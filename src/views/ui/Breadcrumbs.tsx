import { Breadcrumbs as AriaBreadcrumbs, Breadcrumb, Link } from 'react-aria-components/Breadcrumbs';

export interface Crumb {
  label: string;
  href?: string;
}

/** A trail of links; the last one is the current page. */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="breadcrumbs">
      <AriaBreadcrumbs
        items={items.map((item, index) => ({ ...item, id: index }))}
        className="breadcrumbs__list"
      >
        {(item) => (
          <Breadcrumb className="breadcrumbs__item">
            <Link href={item.href} className="breadcrumbs__link">
              {item.label}
            </Link>
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
