/** The category tree (spec §3 Category: parentId, child categories) built from the flat list the API sends. */

export interface TreeCategory {
  id: number;
  title: string;
  parentId: number | null;
}

export interface CategoryNode<C extends TreeCategory = TreeCategory> {
  category: C;
  depth: number;
  /** ids from the root down to the parent */
  path: number[];
  hasChildren: boolean;
}

const byTitle = (a: TreeCategory, b: TreeCategory) => a.title.localeCompare(b.title, 'ru') || a.id - b.id;

/**
 * Depth-first order with siblings by title. A category whose parent is missing shows as a root;
 * a parent cycle (never valid, but data is data) is cut where it closes.
 */
export function categoryTree<C extends TreeCategory>(categories: readonly C[]): CategoryNode<C>[] {
  const ids = new Set(categories.map((category) => category.id));
  const children = new Map<number | null, C[]>();
  for (const category of categories) {
    const parent = category.parentId !== null && ids.has(category.parentId) && category.parentId !== category.id ? category.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const out: CategoryNode<C>[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number, path: number[]) => {
    for (const category of [...(children.get(parent) ?? [])].sort(byTitle)) {
      if (seen.has(category.id)) continue;
      seen.add(category.id);
      out.push({ category, depth, path, hasChildren: (children.get(category.id) ?? []).length > 0 });
      walk(category.id, depth + 1, [...path, category.id]);
    }
  };
  walk(null, 0, []);
  // members of a cycle never reached from a root: show them as roots rather than lose them
  for (const category of [...categories].sort(byTitle)) {
    if (seen.has(category.id)) continue;
    seen.add(category.id);
    out.push({ category, depth: 0, path: [], hasChildren: (children.get(category.id) ?? []).length > 0 });
    walk(category.id, 1, [category.id]);
  }
  return out;
}

/** The category and everything below it: what a forced delete takes along, and what cannot become its parent. */
export function subtreeIds(categories: readonly TreeCategory[], rootId: number): Set<number> {
  const found = new Set<number>([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parentId !== null && found.has(category.parentId) && !found.has(category.id)) {
        found.add(category.id);
        grew = true;
      }
    }
  }
  return found;
}
