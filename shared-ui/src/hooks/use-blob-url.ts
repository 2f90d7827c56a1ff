import { useEffect, useState } from 'react';

/** What an image fetched with the token is while shown: loading, failed, or its object URL. */
export interface BlobUrl {
  url: string | null;
  failed: boolean;
}

/**
 * A file fetched with the token (a receipt, a questionnaire photo) as an object URL for an <img>, fetched
 * again when `key` changes and revoked when the view goes.
 */
export function useBlobUrl(load: () => Promise<Blob | null>, key: string | number): BlobUrl {
  const [state, setState] = useState<BlobUrl>({ url: null, failed: false });
  useEffect(() => {
    let active = true;
    let url: string | undefined;
    void load().then((blob) => {
      if (!active) return;
      if (!blob) {
        setState({ url: null, failed: true });
        return;
      }
      url = URL.createObjectURL(blob);
      setState({ url, failed: false });
    });
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
    // `load` is a new function on every render; `key` says what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
