import type { StandaloneRoute } from 'shared/ui/standalone-host';
import HomePage from './routes/home-page';
import SearchResultPage from './routes/search-result-page';

/** The pages this remote exposes, at the paths the shell gives them. */
export const STANDALONE_ROUTES: StandaloneRoute[] = [
  { path: '/', Page: HomePage },
  { path: '/search-result', Page: SearchResultPage },
];
