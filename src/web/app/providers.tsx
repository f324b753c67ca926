import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { SESSAO_KEY } from "@/web/features/accounts/api/obter-sessao";
import { ApiError } from "@/web/lib/api";

function createQueryClient() {
  // A 401 from any call means the session ended (signed out on another device, expired): mark the
  // session as gone, and the /app guard sends the user to /login. A 402 means the subscription rule
  // blocks the account now (the sweep suspended it, the trial ended): read the session again, and the
  // guard shows the blocking screen with the rule's message (decision 105).
  const onError = (error: Error) => {
    if (!(error instanceof ApiError)) return;
    if (error.status === 401) queryClient.setQueryData(SESSAO_KEY, null);
    else if (error.status === 402) void queryClient.invalidateQueries({ queryKey: SESSAO_KEY });
  };
  const queryClient: QueryClient = new QueryClient({
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
  return queryClient;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Avisos />
    </QueryClientProvider>
  );
}

// The toasts' library is not on the landing page's critical path: it loads right after the first render
// (every toast follows a user's action or a request, by then it is in). Rendering nothing until mounted
// keeps the first render equal to the build's prerendered HTML.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

function Avisos() {
  const [montado, setMontado] = useState(false);
  useEffect(() => setMontado(true), []);
  if (!montado) return null;
  return (
    <Suspense fallback={null}>
      {/* Bottom-right: the top-right corner holds each page's actions; above the phone's bottom bar. */}
      <Toaster
        theme="dark"
        position="bottom-right"
        mobileOffset={{ bottom: 80 }}
        richColors
        closeButton
        visibleToasts={3}
        duration={4000}
      />
    </Suspense>
  );
}
