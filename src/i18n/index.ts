export { formatDate, formatMoney, formatNumber } from './format';
export { I18n } from './I18n';
export { firstDayOfWeek, type Locale, locales } from './locales';
export { useI18n } from './use-i18n';
