import { getRestaurantFiles, type MenuFile } from 'shared/api/get-restaurant-files';
import { useQuery } from 'shared/query/use-query';
import { forgetSentMenuFiles, sentMenuFiles } from './sent-menu-files';

export type MenuFilesView = { status: 'loading' } | { status: 'ready'; files: MenuFile[] };

type Ready = Extract<MenuFilesView, { status: 'ready' }>;

/**
 * The restaurant's uploaded menus. A failure only costs the files, never the page: the spec
 * has list fetch failures logged, and the menu still shows its categories. On the page the
 * server rendered, the files it sent are used instead of asking again (ADR 0031).
 */
export function useMenuFiles(uuid: string | undefined): MenuFilesView {
  return useQuery<Ready>({
    key: uuid ?? null,
    load: (signal) =>
      getRestaurantFiles(uuid as string, signal).then(({ data }) => ({
        status: 'ready',
        files: data,
      })),
    failed: (error) => {
      console.error('Menu files could not be loaded', error);
      return { status: 'ready', files: [] };
    },
    sent: () => {
      const files = uuid ? sentMenuFiles(uuid) : undefined;
      if (!uuid || !files) return undefined;
      return { view: { status: 'ready', files }, take: () => forgetSentMenuFiles(uuid) };
    },
  }).view;
}
