import { OutboundLink } from "~/components/Links";
import { FacebookIcon, InstagramIcon, TikTokIcon } from "~/components/icons/brands";
import { cn } from "~/components/ui/cn";
import { officeConfig } from "~/site/config";
import { useCommonText } from "~/content/common";

const icons = { facebook: FacebookIcon, instagram: InstagramIcon, tiktok: TikTokIcon };
const networks = Object.entries(icons) as [keyof typeof icons, typeof FacebookIcon][];

/** The office's social profiles as icon links, each named for screen readers. */
export function SocialLinks(props: { className: string; linkClassName: string }) {
  const text = useCommonText();
  return (
    <ul className={cn("flex items-center gap-1", props.className)}>
      {networks.map(([network, Icon]) => (
        <li key={network}>
          <OutboundLink
            href={officeConfig.social[network]}
            className={cn(
              "inline-flex size-11 items-center justify-center rounded-md",
              props.linkClassName,
            )}
          >
            <Icon />
            <span className="sr-only">{text.socialNames[network]}</span>
          </OutboundLink>
        </li>
      ))}
    </ul>
  );
}
