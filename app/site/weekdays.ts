/**
 * The days of the week, Monday first, as the config names them. Apart from
 * the config so the browser script can use them without the whole config.
 */
export const weekdays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
export type Weekday = (typeof weekdays)[number];
