import { notFound } from 'next/navigation';

/** `/pageNotFound`, `/404` and every unknown path render the not-found page with status 404. */
export default function PageNotFound() {
  notFound();
}
