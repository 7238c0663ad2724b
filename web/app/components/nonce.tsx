import { createContext, useContext } from 'react';

/**
 * The answer's script nonce (its Content-Security-Policy), given by the server entry to the page's inline
 * scripts. In the browser it is undefined: the scripts are already there, and a browser hides a nonce from
 * the page once it has read it.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
