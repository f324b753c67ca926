export * from "./accounts";
export * from "./auth";
export * from "./billing";
export * from "./catalog";
export * from "./pos";
export * from "./reports";
export * from "./settings";
export * from "./stock";
