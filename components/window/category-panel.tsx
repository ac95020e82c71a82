'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/plain/classes';
import kit from '@/components/plain/kit.module.css';
import { PlainMenu } from '@/components/plain/menu';
import type { Category } from '@/lib/acquiring/contract';
import type { CategoryNode } from '@/lib/window/tree';
import styles from './window.module.css';

interface CategoryPanelProps {
  tree: CategoryNode<Category>[];
  counts: Map<number, number>;
  total: number;
  /** null: all products */
  selected: number | null;
  onSelect: (id: number | null) => void;
  onAdd: (parentId: number | null) => void;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

function FilterButton({ label, count, active, depth, onClick }: { label: string; count: number; active: boolean; depth: number; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`${buttonClass('ghost', { small: true })} ${styles.filter}`}
      style={{ paddingInlineStart: `${0.75 + depth * 1}rem` }}
      aria-current={active ? 'true' : undefined}
      onClick={onClick}
    >
      <span className={kit.truncate}>{label}</span>
      <span className={styles.count}>{count}</span>
    </button>
  );
}

function CategoryActions({ category, onAdd, onEdit, onDelete }: { category: Category } & Pick<CategoryPanelProps, 'onAdd' | 'onEdit' | 'onDelete'>) {
  const t = useTranslations('Window');
  return (
    <div className={styles.menuWithDelete}>
      <PlainMenu
        trigger={
          <span className={styles.kebab} aria-hidden="true">
            ⋮
          </span>
        }
        triggerProps={{ className: `${buttonClass('ghost', { xs: true })} ${styles.iconButton}`, 'aria-label': t('categoryActions', { title: category.title }) }}
        items={[
          { id: 'add', label: t('addSubcategory'), onSelect: () => onAdd(category.id) },
          { id: 'edit', label: t('edit'), onSelect: () => onEdit(category) },
          { id: 'delete', label: t('delete'), onSelect: () => onDelete(category) },
        ]}
      />
    </div>
  );
}

/** The category tree (spec §3: parentId, child categories): choosing one filters the products; each has its actions. */
export function CategoryPanel({ tree, counts, total, selected, onSelect, onAdd, onEdit, onDelete }: CategoryPanelProps) {
  const t = useTranslations('Window');
  return (
    <section aria-labelledby="categories-heading" className={styles.categoryPanel}>
      <div className={styles.categoryHead}>
        <h2 id="categories-heading" className={kit.sectionTitle}>
          {t('categories')}
        </h2>
        <button type="button" className={buttonClass('outline', { xs: true })} onClick={() => onAdd(null)}>
          {t('addCategory')}
        </button>
      </div>
      <ul className={styles.tree} aria-label={t('categories')} data-testid="category-tree">
        <li className={styles.treeItem}>
          <FilterButton label={t('allProducts')} count={total} active={selected === null} depth={0} onClick={() => onSelect(null)} />
        </li>
        {tree.map(({ category, depth }) => (
          <li key={category.id} className={styles.treeItem} data-category-id={category.id}>
            <FilterButton
              label={category.title}
              count={counts.get(category.id) ?? 0}
              active={selected === category.id}
              depth={depth + 1}
              onClick={() => onSelect(category.id)}
            />
            <CategoryActions category={category} onAdd={onAdd} onEdit={onEdit} onDelete={onDelete} />
          </li>
        ))}
      </ul>
      {tree.length === 0 && <p className={`${kit.muted} ${styles.noCategories}`}>{t('noCategories')}</p>}
    </section>
  );
}
