import type { Metadata } from 'next';
import { SearchPage, searchMetadata } from '../../../../src/features/search/search-page.tsx';
import type { RawSearchParams } from '../../../../src/features/search/search-params.ts';

interface Props {
  searchParams: Promise<RawSearchParams>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchMetadata(await searchParams, 'smb');
}

export default async function SmallBusinessSearch({ searchParams }: Props) {
  return <SearchPage params={await searchParams} customerType="smb" />;
}
