import { useEffect, useState } from 'react';
import { getRestaurantFiles, type MenuFile } from 'shared/api/get-restaurant-files';

export type MenuFilesView = { status: 'loading' } | { status: 'ready'; files: MenuFile[] };

/**
 * The restaurant's uploaded menus. A failure only costs the files, never the page: the spec
 * has list fetch failures logged, and the menu still shows its categories.
 */
export function useMenuFiles(uuid: string | undefined): MenuFilesView {
  const [loaded, setLoaded] = useState<{ uuid: string; files: MenuFile[] } | null>(null);

  useEffect(() => {
    if (!uuid) return undefined;
    const controller = new AbortController();
    getRestaurantFiles(uuid, controller.signal).then(
      ({ data }) => {
        if (!controller.signal.aborted) setLoaded({ uuid, files: data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Menu files could not be loaded', error);
        setLoaded({ uuid, files: [] });
      },
    );
    return () => controller.abort();
  }, [uuid]);

  return loaded && loaded.uuid === uuid
    ? { status: 'ready', files: loaded.files }
    : { status: 'loading' };
}
