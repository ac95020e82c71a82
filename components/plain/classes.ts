import styles from './plain.module.css';

export type ButtonVariant = 'solid' | 'outline' | 'ghost';

/** Class names of a plain button (usable from server components: no client code here). */
export function buttonClass(variant: ButtonVariant, { wide = false, small = false }: { wide?: boolean; small?: boolean } = {}): string {
  return [styles.button, styles[variant], wide ? styles.wide : '', small ? styles.small : ''].filter(Boolean).join(' ');
}
