import { toast } from 'sonner';
import { ApiError } from './api-client.ts';

/**
 * docs/product/site-and-layout.md#action-helper: a success toast, or an error toast with the server's message, else 'Failed!'.
 * Every caller names what happened ('Event deleted'); 'Success!' is only the fallback (decision 019).
 * Returns the result, or undefined when it failed.
 */
export async function runAction<T>(action: () => Promise<T>, options: { success?: string | false } = {}): Promise<T | undefined> {
  try {
    const result = await action();
    if (options.success !== false) toast.success(options.success ?? 'Success!');
    return result;
  } catch (error) {
    toast.error(error instanceof ApiError && error.kind === 'response' && error.message ? error.message : 'Failed!');
    return undefined;
  }
}
