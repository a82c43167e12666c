import { formatDate, formatDateTime, formatNumber, formatPrice } from '../lib/format.js';
import { useLanguage, useT } from './use-t.js';

/** Formatting in the current language; missing and unparsable dates read 'Data não disponível' / 'Data inválida'. */
export const useFormat = () => {
  const language = useLanguage();
  const t = useT();
  const dateText = (result: ReturnType<typeof formatDate>) =>
    result.ok ? result.text : t(result.reason === 'missing' ? 'dates.unavailable' : 'dates.invalid');
  return {
    language,
    date: (value: Parameters<typeof formatDate>[0]) => dateText(formatDate(value, language)),
    longDate: (value: Parameters<typeof formatDate>[0]) => dateText(formatDate(value, language, { dateStyle: 'long' })),
    dateTime: (value: Parameters<typeof formatDateTime>[0]) => dateText(formatDateTime(value, language)),
    number: (value: number) => formatNumber(value, language),
    price: (value: number) => formatPrice(value, language),
  };
};
