import { ApiError } from './api-client.ts';
import { notify } from './notify.ts';

/**
 * docs/product/site-and-layout.md#action-helper: a success toast, or an error toast with the server's message, else 'Failed!'.
 * Every caller names what happened ('Event deleted'), from the result when it depends on it; 'Success!' is only the fallback (decision 019).
 * Returns the result, or undefined when it failed. The toast library loads with the first toast (notify.ts).
 */
export async function runAction<T>(
  action: () => Promise<T>,
  options: { success?: string | false | ((result: T) => string) } = {},
): Promise<T | undefined> {
  try {
    const result = await action();
    const { success = 'Success!' } = options;
    if (success !== false) notify.success(typeof success === 'function' ? success(result) : success);
    return result;
  } catch (error) {
    notify.error(error instanceof ApiError && error.kind === 'response' && error.message ? error.message : 'Failed!');
    return undefined;
  }
}
