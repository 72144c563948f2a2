import { useI18n } from '../../i18n';
import { Link } from '../ui/Link';
import { useProvider } from './provider';

/** 'powered by' and the provider's logo, linking to the provider's website. */
export function PoweredBy() {
  const { t } = useI18n();
  const provider = useProvider();
  return (
    <footer className="powered-by">
      <span>{t('app.poweredBy')}</span>
      <Link href={provider.website} target="_blank" rel="noopener noreferrer">
        <img className="powered-by__logo" src={provider.logo} alt="" />
        <span>{provider.name}</span>
      </Link>
    </footer>
  );
}
