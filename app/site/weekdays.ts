/** The days of the week, Monday first, as the config names them (the site script uses them). */
export const weekdays = [
  ...["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  ...["Saturday", "Sunday"],
] as const;
export type Weekday = (typeof weekdays)[number];
