/** Public contact points shown in the footer and the floating support button. */
export const contact = {
  email: 'contato@alquimia.dev',
  phoneDisplay: '+55 (11) 4002-8922',
  phoneHref: 'tel:+551140028922',
  /** WhatsApp number in international form without symbols, for wa.me links. */
  whatsapp: '551140028922',
} as const;

/** A wa.me link with a prefilled message (a link only: the page never fetches it). */
export const whatsappLink = (message: string): string =>
  `https://wa.me/${contact.whatsapp}?${new URLSearchParams({ text: message }).toString()}`;
