/// <reference lib="webworker" />
import { readRecipientFile } from './readRecipientFile';

/** A recipients file read off the page's thread (a 50,000-row sheet takes seconds). */
self.onmessage = (event: MessageEvent<{ name: string; bytes: ArrayBuffer }>) => {
  const { name, bytes } = event.data;
  void readRecipientFile(name, new Uint8Array(bytes)).then((result) => self.postMessage(result));
};
