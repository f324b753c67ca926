import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";
import { type ButtonVariants, buttonVariants } from "./button-variants";

export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: ComponentProps<"button"> & ButtonVariants & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}
