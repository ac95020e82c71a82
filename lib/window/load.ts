import 'server-only';
import { attempt, failuresOf, valueOr, type Caller, type LoadFailure } from '../page-load/server-load';
import * as ENDPOINTS from '../acquiring/endpoints';
import type { UserListItem } from '../acquiring/contract/organisation';
import type { Currency } from '../acquiring/contract/reference-data';
import type { Category, Product, Vat } from '../acquiring/contract/storefront';
import { mobileUserListQuery } from '../organisation/user-list-query';
import { usersForBrowser } from '../organisation/user-secrets';
import { catalogueListQuery } from './catalogue';


export interface WindowPageData {
  categories: Category[];
  products: Product[];
  vats: Vat[];
  currencies: Currency[];
  /** the outlet's mobile operators a category can be assigned to */
  users: UserListItem[];
  failures: LoadFailure[];
}




/** Spec §7: categories and products with limit=10000, the VAT list, currencies and the outlet's operators. */
export async function loadWindowPage(caller: Caller): Promise<WindowPageData> {
  const [categories, products, vats, currencies, users] = await Promise.all([
    attempt(caller, ENDPOINTS.categoryList, catalogueListQuery()),
    attempt(caller, ENDPOINTS.productList, catalogueListQuery()),
    attempt(caller, ENDPOINTS.vatList),
    attempt(caller, ENDPOINTS.currencyList),
    attempt(caller, ENDPOINTS.userList, mobileUserListQuery()),
  ]);
  return {
    categories: valueOr(categories, []),
    products: valueOr(products, []),
    vats: valueOr(vats, []),
    currencies: valueOr(currencies, []),
    // the storefront assigns categories to operators: it needs no secret of theirs (lib/organisation/user-secrets.ts)
    users: usersForBrowser(valueOr(users, []), { roles: [], apiSecretDisplay: false }),
    failures: failuresOf(categories, products, vats, currencies, users),
  };
}
