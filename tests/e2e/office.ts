/** The office's facts as the pages show them, from the config through the site's own helpers. */
import { officeConfig } from "../../app/site/config";
import { officeClock } from "../../app/site/office-hours";

/** Intl's narrow and regular no-break spaces ("3 PM") as plain spaces. */
export const plain = (text: string | null) => (text ?? "").replace(/[\u202f\u00a0]/g, " ").trim();

/** A text as a regular expression that matches it literally. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A name that starts with these words (a menu button adds its state, a link where it opens). */
export const startsWith = (words: string) => new RegExp(`^${literal(words)}`);

/** The instant the office's clock shows `time` ("HH:MM") on `day` ("YYYY-MM-DD"), in its time zone. */
export function officeInstant(day: string, time: string): Date {
  const wanted = Date.parse(`${day}T${time}:00Z`);
  let guess = wanted;
  for (let i = 0; i < 3; i++) {
    const clock = officeClock(new Date(guess), officeConfig.timeZone);
    guess += wanted - (Date.parse(`${clock.day}T00:00:00Z`) + clock.minutes * 60_000);
  }
  return new Date(guess);
}
