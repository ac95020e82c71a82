import { SectionPage } from '@/components/layout/section-page';

export default function Page({ params }: { params: Promise<{ subCatalog: string }> }) {
  return <SectionPage params={params} title="listTitle" />;
}
