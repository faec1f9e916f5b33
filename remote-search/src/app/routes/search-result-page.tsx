import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { searchQueryFromParams, searchQueryText } from 'shared/search/search-query';
import { useRootStore } from 'shared/store';
import { PageMeta } from 'shared/ui/page-meta';

export default function SearchResultPage() {
  const [params] = useSearchParams();
  const setSearchQuery = useRootStore((s) => s.setSearchQuery);
  const query = useRootStore((s) => s.searchResult.query);
  const search = params.toString();

  // The URL is the source of truth for what is being searched (links and reloads land
  // here directly); the store is how the rest of the site, the header included, learns it.
  useEffect(() => {
    const fromUrl = searchQueryFromParams(new URLSearchParams(search));
    if (fromUrl) setSearchQuery(fromUrl);
  }, [search, setSearchQuery]);

  const text = searchQueryText(query);
  return (
    <section>
      <PageMeta title="Search Result" description="Restaurants matching your search on TableHop." />
      <h1>Search Result</h1>
      {text && <p>Restaurants for “{text}”</p>}
    </section>
  );
}
