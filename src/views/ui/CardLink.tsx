import { Icon, type IconName } from './Icon';
import { Link } from './Link';

/** A card in a card grid that opens what it names (a relation, a building), with a line about it below. */
export function CardLink({
  href,
  icon,
  title,
  meta,
}: {
  href: string;
  icon: IconName;
  title: string;
  meta?: string;
}) {
  return (
    <Link variant="button" className="card" href={href}>
      <Icon name={icon} className="card__icon" />
      <span className="card__text">
        <span className="card__title">{title}</span>
        {meta && <span className="card__meta">{meta}</span>}
      </span>
    </Link>
  );
}
