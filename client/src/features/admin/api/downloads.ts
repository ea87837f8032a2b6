import { useMutation } from '@tanstack/react-query';
import { saveFile } from '@/lib/download';

/** A file for the browser to save: what the server sent (or the dashboard wrote), and the name to save it under. */
export interface Download {
  file: Blob;
  filename: string;
}

/**
 * A download the dashboard offers (a CSV, a PDF), as a mutation: `mutate(args, { onSuccess, onError })` fetches the
 * file and hands it to the browser, and `isPending` keeps its button waiting meanwhile. Each tab's `api/` makes its
 * own from this, with the request and the file's name.
 */
export function useDownload<Args = void>(fetchFile: (args: Args) => Promise<Download>) {
  return useMutation({
    mutationFn: async (args: Args) => {
      const { file, filename } = await fetchFile(args);
      saveFile(file, filename);
    },
  });
}
