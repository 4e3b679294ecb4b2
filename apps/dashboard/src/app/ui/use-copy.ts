import { useState } from 'react';

/**
 * Copies a text shown this once to the clipboard and says whether it did. Without a clipboard
 * (permissions, insecure origin) nothing is lost: the text stays on screen to select by hand.
 */
export function useCopy(text: string): { copied: boolean; copy(): Promise<void> } {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return { copied, copy };
}
