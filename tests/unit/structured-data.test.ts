import { describe, expect, it } from "vitest";
import type { ArticleId } from "~/content/blog/article-files";
import { articleOf } from "~/content/blog/articles";
import { officeConfig } from "~/site/config";
import { articleData, breadcrumbData, officeData } from "~/site/structured-data";

describe("structured data", () => {
  it("describes the office as a LocalBusiness subtype with the config's facts and hours", () => {
    const data = officeData("es", "Oficina", "/assets/images/share/home.png");
    expect(data).toMatchObject({
      "@type": "ProfessionalService",
      name: officeConfig.officeName,
      telephone: officeConfig.phoneE164,
      url: "https://www.example.com/es",
      image: "https://www.example.com/assets/images/share/home.png",
      address: {
        "@type": "PostalAddress",
        addressLocality: "Miami",
        addressRegion: "FL",
        postalCode: "33101",
      },
      sameAs: Object.values(officeConfig.social),
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "09:30",
          closes: "15:00",
        },
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Saturday"],
          opens: "10:00",
          closes: "18:00",
        },
      ],
    });
  });

  it("adds the map pin and the holiday closures and special hours still ahead", () => {
    const data = officeData("en", "Office", "/x.png", "2026-12-25") as unknown as Record<
      string,
      unknown
    >;
    expect(data.geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: officeConfig.geo!.latitude,
      longitude: officeConfig.geo!.longitude,
    });
    expect(data.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: "2026-12-25",
        validThrough: "2026-12-26",
      },
      {
        "@type": "OpeningHoursSpecification",
        opens: "09:30",
        closes: "13:00",
        validFrom: "2026-12-31",
        validThrough: "2026-12-31",
      },
      {
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: "2027-01-01",
        validThrough: "2027-01-01",
      },
    ]);
    const later = officeData("en", "Office", "/x.png", "2027-06-01") as unknown as Record<
      string,
      unknown
    >;
    expect(later).not.toHaveProperty("specialOpeningHoursSpecification");
  });

  it("lists breadcrumbs with positions and absolute URLs", () => {
    const data = breadcrumbData(
      [
        { page: "Home", name: "Inicio" },
        { page: "Blog", name: "Blog" },
      ],
      "es",
    );
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Inicio", item: "https://www.example.com/es" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://www.example.com/es/Blog" },
    ]);
  });

  it("describes an article as a BlogPosting with its date, language and picture", () => {
    const article = articleOf("BlogPost1" as ArticleId);
    const data = articleData(article.id, "en", article.en, "/p.png");
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: article.en.title,
      datePublished: "2024-03-05",
      inLanguage: "en",
      image: "https://www.example.com/p.png",
      mainEntityOfPage: "https://www.example.com/BlogPost1",
    });
  });
});
