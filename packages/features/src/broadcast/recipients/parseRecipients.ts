import type { RecipientFileResult } from './readRecipientFile';

/** Longest a file may take to read before it counts as invalid (SECURITY.md: bounded in time). */
export const RECIPIENTS_READ_LIMIT_MS = 60_000;

/**
 * Reads a chosen recipients file in a Web Worker, so that the page stays responsive for a long
 * list; the worker and its spreadsheet reader load only now.
 */
export async function parseRecipients(file: File): Promise<RecipientFileResult> {
  const bytes = await file.arrayBuffer();
  const worker = new Worker(new URL('./recipients.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<RecipientFileResult>((resolve) => {
    const finish = (result: RecipientFileResult) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ kind: 'invalid', badRows: [] }), RECIPIENTS_READ_LIMIT_MS);
    worker.onmessage = (event: MessageEvent<RecipientFileResult>) => finish(event.data);
    worker.onerror = () => finish({ kind: 'invalid', badRows: [] });
    worker.postMessage({ name: file.name, bytes }, [bytes]);
  });
}
