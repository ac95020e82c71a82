import styles from './plain.module.css';

/** `brand-outline`: the outline in the brand palette (brand text on a light brand border). */
export type ButtonVariant = 'solid' | 'outline' | 'ghost' | 'brand-outline';

/**
 * Class names of a plain button (usable from server components: no client code here). `small` is 36 px
 * (toolbars, forms), `xs` 32 px (row actions in a table).
 */
export function buttonClass(variant: ButtonVariant, { wide = false, small = false, xs = false }: { wide?: boolean; small?: boolean; xs?: boolean } = {}): string {
  const look = variant === 'brand-outline' ? [styles.outline, styles.brandOutline] : [styles[variant]];
  return [styles.button, ...look, wide && styles.wide, small && styles.small, xs && styles.xs].filter(Boolean).join(' ');
}
