import { useData } from '../../services/portal-data/use-data';
import { providerSettings } from '../../services/public-settings';

/**
 * The defaults of the service provider who runs the portal, set at build time (VITE_PROVIDER_NAME,
 * VITE_PROVIDER_WEBSITE): shown while the provider's own settings load, and when they were never filled in.
 */
export const provider = {
  name: import.meta.env.VITE_PROVIDER_NAME || 'DBS',
  website: import.meta.env.VITE_PROVIDER_WEBSITE || 'https://www.example.com/',
  logo: '/provider-logo.svg',
  /** The 24/7 number has no default: a page shows it only when the provider filled it in. */
  phone24h: '',
};

/** The provider as it configured itself (GET /api/providerSettings, public): name, website, logo, 24/7 phone. */
export function useProvider(): typeof provider {
  const { data } = useData(providerSettings());
  return {
    name: data?.name || provider.name,
    website: data?.website || provider.website,
    logo: data?.logoUrl || provider.logo,
    phone24h: data?.phone24h || provider.phone24h,
  };
}
