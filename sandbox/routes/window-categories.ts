/** Storefront categories (spec §7 api/window/category): write one (its parent not inside it), delete a subtree. */
import type { DatabaseSync } from 'node:sqlite';
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../lib/window/catalogue.ts';
import { subtreeIds } from '../../lib/window/tree.ts';
import { bodyObject, notFound, ok, type Reply, type RequestContext } from '../http/types.ts';
import { allRows } from '../store/statements.ts';
import { categoryRows, deleteCategories, findCategory, saveCategory } from '../store/window.ts';
import { caller, idList, idParam, integer, optionalId, refuse, text } from './window-caller.ts';

function mobileOperatorIds(db: DatabaseSync, merchantId: number): Set<number> {
  return new Set(allRows<{ id: number }>(db, 'SELECT id FROM app_user WHERE merchant_id = ? AND can_mobile = 1 AND holding_id IS NULL AND company_id IS NULL', merchantId)
    .map((row) => row.id));
}

export function writeCategory(ctx: RequestContext, update: boolean): Reply {
  const { db, merchantId, texts } = caller(ctx);
  const body = bodyObject(ctx);
  const id = update ? idParam(texts, body.id) : null;
  const rows = categoryRows(db, merchantId);
  if (id !== null && !rows.some((row) => row.id === id)) throw notFound(texts.badCategory);
  const title = text(texts, body, 'title', TITLE_MAX_LENGTH, texts.maxLength128, true);
  const description = text(texts, body, 'description', DESCRIPTION_MAX_LENGTH, texts.descriptionTooLong, false);
  const parentId = optionalId(texts, body.parentId, 'parentId');
  if (parentId !== null) {
    if (!rows.some((row) => row.id === parentId)) throw refuse(texts.badCategory, 'parentId');
    const tree = rows.map((row) => ({ id: row.id, title: row.title, parentId: row.parent_id }));
    if (id !== null && subtreeIds(tree, id).has(parentId)) throw refuse(texts.badParent, 'parentId');
  }
  const forAllUsers = body.forAllUsers === undefined ? true : body.forAllUsers === true;
  const usersIdSet = forAllUsers ? [] : idList(texts, body.usersIdSet, 'usersIdSet');
  if (!forAllUsers && usersIdSet.length === 0) throw refuse(texts.chooseUsers, 'usersIdSet');
  const operators = mobileOperatorIds(db, merchantId);
  if (usersIdSet.some((userId) => !operators.has(userId))) throw refuse(texts.badUsers, 'usersIdSet');
  const saved = saveCategory(db, merchantId, id, { title, description, parentId, status: integer(texts, body, 'status', 0), forAllUsers, usersIdSet });
  return ok(findCategory(db, merchantId, saved));
}

export function removeCategory(ctx: RequestContext): Reply {
  const { db, merchantId, texts } = caller(ctx);
  const id = idParam(texts, ctx.query.get('id'));
  const rows = categoryRows(db, merchantId);
  if (!rows.some((row) => row.id === id)) throw notFound(texts.badCategory);
  const ids = [...subtreeIds(rows.map((row) => ({ id: row.id, title: row.title, parentId: row.parent_id })), id)];
  const category = findCategory(db, merchantId, id);
  const hasContent = ids.length > 1 || (category?.productList.length ?? 0) > 0;
  if (hasContent && ctx.query.get('force') !== 'true') throw refuse(texts.notEmpty);
  db.exec('BEGIN');
  try {
    const { products } = deleteCategories(db, merchantId, ids);
    db.exec('COMMIT');
    return ok({ categories: ids.length, products });
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
