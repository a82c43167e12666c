import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { cx } from '../../../../components/cx.js';
import styles from './sidebar.module.css';

export interface SidebarLinkProps {
  readonly to: string;
  readonly icon: LucideIcon;
  readonly label: string;
  /** Active only on this exact path (the home link, which prefixes every other). */
  readonly end?: boolean;
}

/** A sidebar entry, highlighted (and `aria-current="page"`) when its path is the current one. */
export function SidebarLink({ to, icon: Icon, label, end = false }: SidebarLinkProps) {
  return (
    <li>
      <NavLink to={to} end={end} title={label} className={({ isActive }) => cx(styles.link, isActive && styles.active)}>
        <Icon className={styles.icon} size={20} aria-hidden="true" />
        <span className={styles.label}>{label}</span>
      </NavLink>
    </li>
  );
}
