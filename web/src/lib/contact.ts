/**
 * Public contact point shown in the footer. There is no phone or WhatsApp line: the earlier number was a
 * placeholder (a well-known joke number), and a support channel nobody answers is worse than none.
 */
export const contact = {
  email: 'contato@alquimia.dev',
} as const;
