import { standaloneRoutes, type PageLoader } from 'shared/ui/standalone-host';

/** A page of src/app/routes by its module name (webpack bundles each page file apart). */
export const loadPage: PageLoader = (module) =>
  import(/* webpackExclude: /\.test\.tsx$/ */ `./routes/${module}.tsx`);

/** The pages this remote exposes, at the paths the shell gives them (the page table). */
export const STANDALONE_ROUTES = standaloneRoutes('remote_content', loadPage);
