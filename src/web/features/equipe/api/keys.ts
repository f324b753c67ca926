/** The staff list; every change to a person reads it again. */
export const equipeKeys = {
  all: ["equipe"] as const,
};
