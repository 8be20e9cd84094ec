import { FacebookIcon, InstagramIcon, TikTokIcon } from "~/components/icons/brands";
import { OutboundLink } from "~/components/OutboundLink";
import { cn } from "~/components/ui/cn";
import { officeConfig } from "~/site/config";
import { useCommonText } from "~/content/common";

const icons = { facebook: FacebookIcon, instagram: InstagramIcon, tiktok: TikTokIcon } as const;

/** The office's social profiles as icon links, each named for screen readers. */
export function SocialLinks({
  className,
  linkClassName,
}: {
  className?: string;
  linkClassName?: string;
}) {
  const text = useCommonText();
  return (
    <ul className={cn("flex items-center gap-1", className)}>
      {(Object.keys(icons) as (keyof typeof icons)[]).map((network) => {
        const Icon = icons[network];
        return (
          <li key={network}>
            <OutboundLink
              href={officeConfig.social[network]}
              className={cn(
                "inline-flex size-11 items-center justify-center rounded-md",
                linkClassName,
              )}
            >
              <Icon />
              <span className="sr-only">{text.socialNames[network]}</span>
            </OutboundLink>
          </li>
        );
      })}
    </ul>
  );
}
