import { cn } from "~/components/ui/cn";
import { picture } from "~/images/pictures";

interface ResponsiveImageProps {
  /** The picture's name under `images/`, without extension, e.g. "blog/post1". */
  name: string;
  alt: string;
  /** How wide the picture shows, for the browser to pick a file, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  /** The page's main picture: loaded at once with high priority; others load lazily. */
  priority?: boolean;
  className?: string;
}

/** A picture from the image pipeline: AVIF/WebP `srcset` for photos, the SVG for drawings; width and height always set. */
export function ResponsiveImage({
  name,
  alt,
  sizes,
  priority = false,
  className,
}: ResponsiveImageProps) {
  const image = picture(name);
  const loading = priority
    ? { fetchPriority: "high" as const, loading: "eager" as const }
    : { loading: "lazy" as const };
  const img = (
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      decoding="async"
      {...loading}
      className={cn("h-auto", className)}
    />
  );
  if (image.kind === "drawing") return img;
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
