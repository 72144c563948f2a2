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
};

/** The provider as it configured itself (GET /api/providerSettings, public): its name, website and logo. */
export function useProvider(): typeof provider {
  const { data } = useData(providerSettings());
  return {
    name: data?.name || provider.name,
    website: data?.website || provider.website,
    logo: data?.logoUrl || provider.logo,
  };
}
