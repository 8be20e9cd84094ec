import { cn } from "~/components/ui/classes";
import { picture } from "~/images/pictures";

interface ResponsiveImageProps {
  name: string;
  alt: string;
  /** How wide it shows, for the browser to pick a file: "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  /** The page's main picture: loaded at once with high priority; others load lazily. */
  priority?: boolean;
  className?: string;
}

/** A picture of the pipeline, width and height set: AVIF/WebP `srcset`s for a photo, or the SVG. */
export function ResponsiveImage({ name, alt, sizes, priority, className }: ResponsiveImageProps) {
  const image = picture(name);
  const img = (
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      loading={priority ? "eager" : "lazy"}
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
