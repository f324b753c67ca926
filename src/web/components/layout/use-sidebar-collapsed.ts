import { useCallback, useState } from "react";

const STORAGE_KEY = "balcao:sidebar";

function ler(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === "narrow";
  } catch {
    return false;
  }
}

/** Wide or narrow desktop sidebar, remembered in localStorage ("wide" | "narrow"). */
export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useState(ler);
  const toggle = useCallback(() => {
    setCollapsed((atual) => {
      const proximo = !atual;
      try {
        window.localStorage.setItem(STORAGE_KEY, proximo ? "narrow" : "wide");
      } catch {
        // Without storage the choice lasts until the page is reloaded.
      }
      return proximo;
    });
  }, []);
  return { collapsed, toggle };
}
