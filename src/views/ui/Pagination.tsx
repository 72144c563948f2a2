import { useI18n } from '../../i18n';
import { Button } from './Button';
import { Icon } from './Icon';

interface PaginationProps {
  /** The list's own name: two paged lists on one page are two navigation landmarks with their own names. */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onChange(page: number): void;
}

/**
 * Which rows of how many are shown, with the way to the page before and after. Only a list of more than one
 * page is a navigation landmark; a single page is just the count.
 */
export function Pagination({ label, page, pageSize, total, onChange }: PaginationProps) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const range = <span className="pagination__range">{t('list.range', { from, to, total })}</span>;
  if (pages <= 1) return <div className="pagination">{range}</div>;
  return (
    <nav className="pagination" aria-label={t('list.paginationOf', { list: label })}>
      {range}
      <div className="pagination__pages">
        <Button
          variant="secondary"
          aria-label={t('list.previous')}
          isDisabled={page <= 1}
          onPress={() => onChange(page - 1)}
        >
          <Icon name="collapse" />
        </Button>
        <span className="pagination__page">{t('list.pageOf', { page, pages })}</span>
        <Button
          variant="secondary"
          aria-label={t('list.next')}
          isDisabled={page >= pages}
          onPress={() => onChange(page + 1)}
        >
          <Icon name="expand" />
        </Button>
      </div>
    </nav>
  );
}
