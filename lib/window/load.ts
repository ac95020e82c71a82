import 'server-only';
import { redirect } from 'next/navigation';
import { UpstreamHttpError, UpstreamUnavailableError, upstreamJson } from '../acquiring/upstream';
import type { Category, Currency, Product, UserListItem, Vat } from '../acquiring/contract';
import { messageOf } from '../client/api';
import { buildPath } from '../domain/routes';
import { mobileUserListQuery } from '../organisation/user-lists';
import { catalogueListQuery } from './catalogue';

/** One failed call of the first load: the client island shows it as an error alert (spec §8). */
export interface WindowLoadFailure {
  status: number;
  message: string | null;
}

export interface WindowPageData {
  categories: Category[];
  products: Product[];
  vats: Vat[];
  currencies: Currency[];
  /** the outlet's mobile operators a category can be assigned to */
  users: UserListItem[];
  failures: WindowLoadFailure[];
}

interface Caller {
  alias: string | null;
  token: string;
}

type Loaded<T> = { ok: true; value: T } | { ok: false; failure: WindowLoadFailure };

/** A failed call becomes data (the lists fall back to empty, spec §8); an ended session goes to the login page. */
async function attempt<T>(caller: Caller, path: string, search?: URLSearchParams): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await upstreamJson<T>({ alias: caller.alias, path, search, token: caller.token }) };
  } catch (error) {
    if (error instanceof UpstreamHttpError) {
      if (error.status === 401 || error.status === 403) redirect(`${buildPath(caller.alias, 'auth')}?reason=ended`);
      return { ok: false, failure: { status: error.status, message: messageOf(error.body) } };
    }
    if (error instanceof UpstreamUnavailableError) return { ok: false, failure: { status: error.status, message: null } };
    throw error;
  }
}

/** Spec §7: categories and products with limit=10000, the VAT list, currencies and the outlet's operators. */
export async function loadWindowPage(caller: Caller): Promise<WindowPageData> {
  const [categories, products, vats, currencies, users] = await Promise.all([
    attempt<Category[]>(caller, 'api/window/category/list', catalogueListQuery()),
    attempt<Product[]>(caller, 'api/window/product/list', catalogueListQuery()),
    attempt<Vat[]>(caller, 'api/vat/list'),
    attempt<Currency[]>(caller, 'api/currency/list'),
    attempt<UserListItem[]>(caller, 'api/user/list', mobileUserListQuery()),
  ]);
  const all = [categories, products, vats, currencies, users] as Loaded<unknown>[];
  return {
    categories: categories.ok ? categories.value : [],
    products: products.ok ? products.value : [],
    vats: vats.ok ? vats.value : [],
    currencies: currencies.ok ? currencies.value : [],
    users: users.ok ? users.value : [],
    failures: all.flatMap((item) => (item.ok ? [] : [item.failure])),
  };
}
