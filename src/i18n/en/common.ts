/** Words shared by every surface: counts and short labels. */
export const common = {
  minutes_one: "{{count}} minute",
  minutes_other: "{{count}} minutes",
} as const;
