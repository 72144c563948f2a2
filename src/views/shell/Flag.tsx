import { useId } from 'react';
import type { Locale } from '../../i18n';

/** The flags of the two languages, drawn here so no image is fetched for them. */
export function Flag({ locale }: { locale: Locale }) {
  const clip = `flag-en-${useId().replace(/[^\w-]/g, '')}`;
  if (locale === 'nl') {
    return (
      <svg className="flag" viewBox="0 0 9 6" aria-hidden="true" focusable="false">
        <rect width="9" height="6" fill="#21468B" />
        <rect width="9" height="4" fill="#FFF" />
        <rect width="9" height="2" fill="#AE1C28" />
      </svg>
    );
  }
  return (
    <svg className="flag" viewBox="0 0 60 30" aria-hidden="true" focusable="false">
      <clipPath id={clip}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#FFF" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${clip})`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#FFF" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}
