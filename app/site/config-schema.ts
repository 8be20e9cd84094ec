// The office's facts (content/office.yaml): the type, the build's check and the editor's fields;
// each problem names its field: `booking[1].url: expected an https URL, got "www.example"`.
import { z } from "zod";
import { locales } from "./locales";
import { weekdays } from "./weekdays";

/** The error of a field that fails: what it expects, and the value it got. */
export const expected = (what: string) => ({
  error: (issue: { input?: unknown }) => `expected ${what}, got ${JSON.stringify(issue.input)}`,
});
/** Adds the problem of a check of several fields: `value`, at `path`, is not what `expected` says;
 * `es`, as the editor says it; `stop`: the checks after it wait for its fix. */
const refuse = (
  ctx: z.RefinementCtx,
  value: unknown,
  path: PropertyKey[],
  { expected: what, es, stop = false }: { expected: string; es: string; stop?: boolean },
) => {
  const message = `expected ${what}, got ${JSON.stringify(value)}`;
  ctx.addIssue({ code: "custom", message, params: { es }, path, continue: !stop });
};

/** A string that passes `test`, else not `what` (a schema's error words its checks' too); `cms`:
 * the editor's pattern or picker for it. */
const stringThat = (
  what: string,
  test: (value: string) => boolean,
  cms?: { pattern?: string; widget?: "date" | "time" | "timeZone" | "text" },
) => z.string(expected(what)).refine(test).meta({ cms });
/** A string matching `re`, which the editor checks as it is typed too. */
const matching = (what: string, re: RegExp) =>
  stringThat(what, (value) => re.test(value), { pattern: re.source });
const nonEmpty = (value: string) => value.trim().length > 0;
const text = (what: string) => stringThat(what, nonEmpty);
const isTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
const time = (example: string) =>
  stringThat(`a time like "${example}"`, isTime, { widget: "time" });

function isHttpsUrl(value: string): boolean {
  const url = URL.canParse(value) ? new URL(value) : null;
  return url?.protocol === "https:" && url.hostname.includes(".");
}
/** What the editor checks of an https link as it is typed (the build parses it too). */
export const httpsPattern = "^https://[^\\s/]+\\.[^\\s]+$";
const httpsUrl = stringThat("an https URL", isHttpsUrl, { pattern: httpsPattern });

/** A real calendar date written as ISO `YYYY-MM-DD`. */
const isoDate = (what: string) => z.iso.date(expected(what)).meta({ cms: { widget: "date" } });

/** A time zone the browsers' `Intl` knows, like "America/New_York". */
function isTimeZone(value: string): boolean {
  try {
    return value.includes("/") && !!new Intl.DateTimeFormat("en-US", { timeZone: value });
  } catch {
    return false;
  }
}

const wholeNumber = (what: string, min: number, max: number) =>
  z.number(expected(what)).int().min(min).max(max);
/** A list of entries of this shape (the owner's prices, testimonials, booking links). */
const listOf = <Shape extends z.ZodRawShape>(shape: Shape) => z.array(z.object(shape));
const degrees = (max: number, example: string) => {
  const error = expected(`decimal degrees from -${max} to ${max}, like ${example}`);
  return z.number(error).min(-max).max(max);
};
/** A text in both languages; `box`: typed in a box of several lines (a client's words). */
const bilingual = (what: string, box = false) => {
  const one = stringThat(what, nonEmpty, box ? { widget: "text" } : undefined);
  return z.object({ en: one, es: one });
};

const runDays = z
  .array(z.enum(weekdays, expected("a weekday name")))
  .min(1, expected("at least one day"))
  .readonly();
const run = z.object({ days: runDays, opens: time("09:30"), closes: time("15:00") });
/** A week's hours in runs of days: a day in no run is closed, in two has both (a lunch break). */
const weekSchedule = z.array(
  run.superRefine(({ opens, closes }, ctx) => {
    if (opens >= closes)
      refuse(ctx, `${opens}-${closes}`, [], {
        expected: "opens before closes",
        es: `abre a las ${opens} y cierra a las ${closes}: la hora de cierre debe ser posterior a la de apertura`,
      });
  }),
);

/** The first and last day of a closure or special day; one day when they are equal. */
const days = {
  from: isoDate('a date like "2026-12-25"'),
  to: isoDate('a date like "2026-12-25" (the same as from for one day)'),
  /** Words shown with it in both languages: "Thanksgiving Day" / "Día de Acción de Gracias". */
  note: bilingual("a note, or no note at all").optional(),
};

/** A closure or special hours: listed in the footer, announced `announceDaysBefore` ahead. */
const hoursException = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("closed"), ...days }),
    z.object({ type: z.literal("hours"), ...days, opens: time("09:30"), closes: time("13:00") }),
  ])
  .superRefine((day, ctx) => {
    if (day.to < day.from)
      refuse(ctx, day.to, ["to"], {
        expected: `a date on or after its start (${day.from})`,
        es: `el último día (${day.to}) es anterior al primero (${day.from})`,
      });
    if (day.type === "hours" && day.opens >= day.closes)
      refuse(ctx, day.closes, ["closes"], {
        expected: `a time after opens (${day.opens})`,
        es: `cierra a las ${day.closes} y abre a las ${day.opens}: la hora de cierre debe ser posterior a la de apertura`,
      });
  })
  .transform(({ type, from, to, note, ...hours }) => ({
    from,
    to,
    hours: "opens" in hours ? hours : null,
    ...(note && { note }),
  }));

/** A booking link's name, as pages and prices name it: "notary", "familyPetition". */
export const linkName = /^[a-z][A-Za-z0-9]*$/;
const bookingName = z
  .string()
  .regex(linkName, expected("a name like familyPetition"))
  .meta({ cms: { widget: "booking" } });
export type BookingKey = string;

/** The figures the pages advertise, each with the owner's confirmation. */
const claimKeys = [
  ...["notaryDocuments", "taxAverageRefund", "taxAccuracy", "taxTurnaroundHours"],
  ...["translationDocuments", "translationAccuracy"],
  ...["businessesFormed", "businessSuccessRate", "businessProcessingDays"],
] as const;

/** A number as phones dial it: "+" and its digits; ten digits alone are a US number. */
function dialled(number: string): string {
  const digits = number.replace(/\D/g, "");
  return number.trim().startsWith("+") || digits.length !== 10 ? `+${digits}` : `+1${digits}`;
}
const usPhone = /^\+1[2-9]\d{2}[2-9]\d{6}$/;
/** E.164: "+", a country code that does not start with 0, at most 15 digits in all. */
const e164 = /^\+[1-9]\d{7,14}$/;
// The same two checks as the editor's patterns, on the number as typed: digits with any marks
// between them (no letters), a leading "+" or none, so the editor refuses a digit too few at once.
const mark = "[^a-zA-Z\\d]*";
const digits = (first: string, more: string) => `${mark}${first}(?:${mark}\\d)${more}`;
const usPhoneTyped = `^\\s*(?:\\+${mark}1|(?![\\s+])(?:${mark}1)?)${digits("[2-9]", "{2}")}${digits("[2-9]", "{6}")}${mark}$`;
const e164Typed = `^\\s*(?:\\+${digits("[1-9]", "{7,14}")}|(?![\\s+])(?:${digits("[1-9]", "{7,14}")}|${digits("\\d", "{9}")}))${mark}$`;

export const siteConfigSchema = z
  .strictObject({
    siteUrl: stringThat(
      "the site's https address alone, with no path, query or trailing slash (like https://www.example.com)",
      (value) => isHttpsUrl(value) && new URL(value).origin === value,
      // Stricter than the build (no port, lower case), never looser.
      { pattern: "^https://[a-z0-9-]+(\\.[a-z0-9-]+)+$" },
    ),
    officeName: text("a name"),
    copyrightYear: wholeNumber("a year like 2024", 1900, 9999),
    editorLanguage: z.enum(locales, expected(`one of ${locales.join(", ")}`)),
    phone: stringThat(
      'a US phone number, as visitors should see it, like "(305) 555-0142"',
      (value) => usPhone.test(dialled(value)),
      { pattern: usPhoneTyped },
    ),
    whatsapp: stringThat(
      'a WhatsApp number like "(305) 555-0142", or "+52 55 1234 5678" outside the US',
      (value) => e164.test(dialled(value)),
      { pattern: e164Typed },
    ).optional(),
    /** The short link to the office's reviews that Google Business Profile gives, or none. */
    reviewUrl: httpsUrl.optional(),
    email: matching("an e-mail address", /^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,}$/),
    address: z.strictObject({
      street: text("a value"),
      city: text("a value"),
      region: text("a value"),
      postalCode: matching("a 5-digit ZIP code", /^\d{5}$/),
      county: text("a value"),
      country: text("a value"),
    }),
    geo: z
      .object({ latitude: degrees(90, "25.7751"), longitude: degrees(180, "-80.1947") })
      .nullable()
      .default(null),
    timeZone: stringThat('a time zone like "America/New_York"', isTimeZone, { widget: "timeZone" }),
    // Each profile optional: an office without TikTok leaves it empty, and the site shows none.
    social: z.partialRecord(z.enum(["facebook", "instagram", "tiktok"]), httpsUrl).default({}),
    hours: z.object({
      // An office open no day would show "Closed" all week: an emptied list is a slip.
      office: weekSchedule.min(1, expected("at least one run of days with hours")).readonly(),
      online: weekSchedule.readonly().default([]),
    }),
    specialHours: z.object({
      announceDaysBefore: wholeNumber("a whole number of days from 0 to 60", 0, 60),
      // One entry a day: the site could show only one of two.
      exceptions: z
        .array(hoursException)
        .superRefine((exceptions, ctx) =>
          exceptions.forEach(({ from, to }, j) => {
            // The earlier entry that shares a day with this one, counted from 1 (0: none).
            const first = 1 + exceptions.findIndex((a, i) => i < j && a.from <= to && from <= a.to);
            if (first)
              refuse(ctx, from, [j, "from"], {
                expected: `dates apart from entry ${first}'s`,
                es: `esta entrada cae en un día de la entrada ${first}: deje solo una, o cambie sus fechas`,
              });
          }),
        )
        .readonly()
        .default([]),
    }),
    paymentMethods: z.array(text("a name")).min(1, expected("at least one method")).readonly(),
    taxSeason: z
      .object({
        taxYear: wholeNumber("a year like 2026", 2000, 9999),
        filingDeadline: isoDate('a date like "2027-04-15"'),
        extendedDeadline: isoDate('a date like "2027-10-15"'),
      })
      .superRefine(({ taxYear, filingDeadline: filing, extendedDeadline: extended }, ctx) => {
        const year = taxYear + 1;
        if (!filing.startsWith(`${year}-`))
          refuse(ctx, filing, ["filingDeadline"], {
            expected: `a date in ${year}, the year after the tax year`,
            es: `la fecha (${filing}) debe caer en ${year}, el año siguiente al año fiscal`,
          });
        if (extended <= filing)
          refuse(ctx, extended, ["extendedDeadline"], {
            expected: "a date after the filing deadline",
            es: `la fecha con prórroga (${extended}) debe ser posterior a la fecha límite para declarar (${filing})`,
          });
      }),
    claims: z.record(
      z.enum(claimKeys),
      z.object({ value: text("a figure"), confirmed: z.boolean(expected("true or false")) }),
    ),
    // A service with no price is left out, and no price at all too (as the site editor writes it).
    prices: listOf({
      service: bookingName,
      from: wholeNumber("a whole number of dollars from 1 to 100000", 1, 100_000),
      confirmed: z.boolean(expected("true or false")),
    }).default([]),
    testimonials: listOf({
      name: text("a name"),
      service: bilingual("a service"),
      comment: bilingual("a comment", true),
      rating: wholeNumber("a whole number of stars from 1 to 5", 1, 5),
      consent: z.boolean(expected("true or false")),
    })
      .readonly()
      .default([]),
    // One scheduler link per service, by the name pages pick it with; several may share a URL.
    booking: listOf({
      name: matching("a name like familyPetition", linkName),
      // How the editor lists it for picking, in the owner's words; visitors never see it.
      label: text("a name to pick it by").optional(),
      url: httpsUrl,
    })
      .superRefine((links, ctx) =>
        links.forEach(({ name }, i) => {
          if (links.findIndex((link) => link.name === name) < i)
            refuse(ctx, name, [i, "name"], {
              expected: "each name once",
              es: `otro enlace ya se llama "${name}": cada nombre puede usarse una sola vez`,
              // The prices' check below needs the links by name: it waits for this one's fix.
              stop: true,
            });
        }),
      )
      .transform((links) => Object.fromEntries(links.map(({ name, url }) => [name, url])))
      .prefault([]),
  })
  .superRefine((config, ctx) => {
    config.prices.forEach(({ service }, i) => {
      if (!Object.hasOwn(config.booking, service))
        refuse(ctx, service, ["prices", i, "service"], {
          expected: "the name of a booking link",
          es: `ningún enlace de reserva se llama "${service}"`,
        });
    });
  })
  .transform(({ phone, whatsapp, ...config }) => ({
    ...config,
    /** The phone as visitors see it, and as their phones dial it. */
    phoneDisplay: phone,
    phoneE164: dialled(phone),
    /** The WhatsApp number as its links dial it; null for none. */
    whatsappE164: whatsapp ? dialled(whatsapp) : null,
  }));

/** Any office's config, whatever its values: what the site and the checks accept. */
export type SiteConfig = z.infer<typeof siteConfigSchema>;
/** A holiday closure or special hours (see `hoursException` above), as the site reads it. */
export type HoursException = z.output<typeof hoursException>;
