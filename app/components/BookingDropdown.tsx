import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, ExternalLink } from "lucide-react";
import { OutboundLink } from "~/components/OutboundLink";
import { buttonClass, type ButtonVariant } from "~/components/ui/button-styles";
import { cn } from "~/components/ui/cn";
import { officeConfig, type BookingKey } from "~/site/config";

export interface BookingOption {
  title: string;
  booking: BookingKey;
}

interface BookingDropdownProps {
  label: string;
  /** Names the service for screen readers, e.g. "Notary services". */
  context: string;
  options: readonly BookingOption[];
  variant?: ButtonVariant;
  className?: string;
}

/**
 * A menu button listing booking pages (menu-button keyboard pattern from
 * Radix: Enter, Space and arrows open; Escape closes and returns focus).
 * Without JavaScript the same links show as a plain list.
 */
export function BookingDropdown({
  label,
  context,
  options,
  variant = "primary",
  className,
}: BookingDropdownProps) {
  return (
    <div className={cn("relative", className)}>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={cn(buttonClass(variant), "group js-only w-full")}>
          {label}
          <span className="sr-only">: {context}</span>
          <ChevronDown
            className="size-4 transition-transform group-data-[state=open]:rotate-180"
            aria-hidden
          />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="start"
            sideOffset={6}
            collisionPadding={12}
            className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] w-[var(--radix-dropdown-menu-trigger-width)] min-w-64 overflow-y-auto rounded-xl bg-white p-1.5 text-ink-900 shadow-xl ring-1 ring-black/10"
          >
            {options.map((option) => (
              <DropdownMenu.Item key={option.title} asChild>
                <OutboundLink
                  href={officeConfig.booking[option.booking]}
                  className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm font-medium outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
                >
                  {option.title}
                  <ExternalLink className="size-4 shrink-0 text-ink-600" aria-hidden />
                </OutboundLink>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ul hidden data-noscript-show className="rounded-xl bg-white p-1.5 ring-1 ring-black/10">
        <li className="px-3 py-1 text-sm font-semibold text-ink-600">{label}</li>
        {options.map((option) => (
          <li key={option.title}>
            <OutboundLink
              href={officeConfig.booking[option.booking]}
              className="flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-brand-800 underline"
            >
              {option.title}
            </OutboundLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
