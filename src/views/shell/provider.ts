/**
 * The service provider who runs the portal: its name and website appear in the 'powered by' footers.
 * Set at build time (VITE_PROVIDER_NAME, VITE_PROVIDER_WEBSITE) so another provider needs no code change.
 */
export const provider = {
  name: import.meta.env.VITE_PROVIDER_NAME || 'DBS',
  website: import.meta.env.VITE_PROVIDER_WEBSITE || 'https://www.example.com/',
  logo: '/provider-logo.svg',
};
