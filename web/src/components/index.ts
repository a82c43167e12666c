/**
 * Shared UI primitives (the dashboard reuses them). Props are documented on each component:
 * - Button {variant: primary|secondary|ghost|light|danger, size: sm|md|lg, block, icon, loading, ...button attrs};
 *   ButtonLink: the same look on a react-router Link ({to, ...}); buttonClassName(look) for other elements.
 * - Card {padding: none|sm|md|lg, interactive, ...div attrs}.
 * - Modal {open, onClose, title, children, footer?, size: sm|md|lg}.
 * - Spinner {size: sm|md|lg, label?, centered?}.
 * - Alert {tone: error|success|info|warning, children, action?} — error is the red box, success the green one.
 * - LanguageSelector {block?}: switches and persists the language.
 * - Logo {size?, wordmark?, inverted?}.
 * - TextField {label, hint?, trailing?, ...input attrs}; PasswordField: the same with a show/hide toggle.
 * - SiteHeader / SiteFooter (components/layout): the public top bar and footer.
 */
export { Alert, type AlertProps, type AlertTone } from './alert.js';
export { Button, ButtonLink, type ButtonLinkProps, type ButtonProps, buttonClassName } from './button.js';
export { Card, type CardProps } from './card.js';
export { cx } from './cx.js';
export { LanguageSelector, type LanguageSelectorProps } from './language-selector.js';
export { SiteFooter } from './layout/site-footer.js';
export { SiteHeader } from './layout/site-header.js';
export { Logo, type LogoProps } from './logo.js';
export { Modal, type ModalProps } from './modal.js';
export { Spinner, type SpinnerProps } from './spinner.js';
export { PasswordField, TextField, type TextFieldProps } from './text-field.js';
