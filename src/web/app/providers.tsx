import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { SESSAO_KEY } from "@/web/features/accounts/api/obter-sessao";
import { ApiError } from "@/web/lib/api";

/*
 * The data layer (react-query) of every screen but the landing page, which reads no
 * data and so paints and hydrates without it (decision 141). The router loads this module as a layout
 * route, in parallel with the screen's own chunk; the landing's login dialog loads it with the dialog.
 * One client for the whole tab: the cache survives going from one to the other.
 */

// A 401 from any call means the session ended (signed out on another device, expired): mark the
// session as gone, and the /app guard sends the user to /login. A 402 means the subscription rule
// blocks the account now (the sweep suspended it, the trial ended): read the session again, and the
// guard shows the blocking screen with the rule's message (decision 105).
const onError = (error: Error) => {
  if (!(error instanceof ApiError)) return;
  if (error.status === 401) queryClient.setQueryData(SESSAO_KEY, null);
  else if (error.status === 402) void queryClient.invalidateQueries({ queryKey: SESSAO_KEY });
};

const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not fix itself by asking again.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

export function DataProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The layout route around every screen that reads the API. */
export function Component() {
  return (
    <DataProvider>
      <Outlet />
    </DataProvider>
  );
}
