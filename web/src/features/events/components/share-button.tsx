import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../lib/notify.ts';

/**
 * Share the page: the phone's share sheet where the browser has one (Web Share API), else the link
 * is copied. A share the person cancels is no error.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const [copied, setCopied] = useState(false);
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        if ((error as Error).name !== 'AbortError') notify.error('Could not share the link.');
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      notify.success('Link copied');
      setTimeout(() => setCopied(false), 2000);
    } catch {
      notify.error('Could not copy the link.');
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void share()}>
      {copied ? 'Link copied' : 'Share'}
    </Button>
  );
}
