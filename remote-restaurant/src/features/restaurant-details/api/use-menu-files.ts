import { useEffect, useRef, useState } from 'react';
import { getRestaurantFiles, type MenuFile } from 'shared/api/get-restaurant-files';
import { forgetSentMenuFiles, sentMenuFiles } from './sent-menu-files';

export type MenuFilesView = { status: 'loading' } | { status: 'ready'; files: MenuFile[] };

interface Loaded {
  uuid: string;
  files: MenuFile[];
}

/**
 * The restaurant's uploaded menus. A failure only costs the files, never the page: the spec
 * has list fetch failures logged, and the menu still shows its categories. On the page the
 * server rendered, the files it sent are used instead of asking again (ADR 0031).
 */
export function useMenuFiles(uuid: string | undefined): MenuFilesView {
  const [sent] = useState(() => {
    const files = uuid ? sentMenuFiles(uuid) : undefined;
    return uuid && files ? { uuid, files } : undefined;
  });
  const [loaded, setLoaded] = useState<Loaded | undefined>(sent);
  const sentPending = useRef(sent !== undefined);

  useEffect(() => {
    if (!uuid) return undefined;
    if (sentPending.current && sent) {
      sentPending.current = false;
      forgetSentMenuFiles(sent.uuid);
      if (sent.uuid === uuid) return undefined;
    }
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
  }, [uuid, sent]);

  return loaded && loaded.uuid === uuid
    ? { status: 'ready', files: loaded.files }
    : { status: 'loading' };
}
