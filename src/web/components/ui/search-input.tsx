import { SearchIcon, XIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";
import { Input } from "./input";

/** A search box: magnifier on the left, a clear button on the right once something is typed. */
export function SearchInput({
  value,
  onValueChange,
  className,
  ...props
}: Omit<ComponentProps<"input">, "type" | "value" | "onChange"> & {
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <div className={cn("relative", className)}>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
        autoComplete="off"
        {...props}
      />
      {value ? (
        <button
          type="button"
          onClick={() => onValueChange("")}
          className="absolute inset-y-0 right-0 flex w-9 items-center justify-center text-muted-foreground hover:text-foreground"
          aria-label="Limpar busca"
        >
          <XIcon className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
