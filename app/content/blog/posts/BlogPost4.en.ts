import type { PostText } from "../schema";
import { officeConfig } from "~/site/config";

export const post: PostText = {
  title: "LLC or Corporation in Florida? How to Choose and Get Started",
  description:
    "LLC vs. corporation in Florida: liability, taxes, formalities and state fees compared, plus six steps to form your business with Sunbiz.",
  excerpt:
    "Compare liability protection, taxes, paperwork and costs of an LLC and a corporation in Florida, then follow six steps to set up your business.",
  author: `${officeConfig.officeName} Team`,
  imageAlt:
    "Illustration of a small storefront with an awning next to an office building and a growing bar chart",
  intro:
    "Starting a business in Florida usually begins with one question: should you form a limited liability company (LLC) or a corporation? Both protect your personal assets and both are registered with the Florida Division of Corporations through its Sunbiz website, but they differ in how they are taxed, how they are run and what they cost to maintain. This guide compares the two and walks you through the steps to get your business up and running.",
  body: [
    { type: "h2", text: "Liability protection: what both have in common" },
    {
      type: "p",
      text: "An LLC and a corporation are both separate legal entities. In general, the business's debts and lawsuits belong to the business, not to you, so your home, car and personal savings are protected. That protection has limits: you remain responsible for your own actions, for personal guarantees you sign on loans or leases, and for certain taxes. Courts can also disregard the protection if you mix personal and business money, so open a business bank account from day one and keep records separate.",
    },
    { type: "h2", text: "How each one is taxed" },
    { type: "h3", text: "LLC: pass-through by default" },
    {
      type: "p",
      text: "By default, an LLC does not pay federal income tax itself. A single-member LLC reports its profit on the owner's personal return (Schedule C), and an LLC with two or more members files a partnership return (Form 1065) and gives each member a Schedule K-1. Owners who work in the business generally pay self-employment tax on their share of the profit. Florida has no personal income tax, so this income is taxed only at the federal level.",
    },
    { type: "h3", text: "Corporation: C corporation or S corporation" },
    {
      type: "p",
      text: "A corporation is taxed as a C corporation unless it elects otherwise. A C corporation pays a flat 21% federal income tax on its profit and is also subject to Florida corporate income tax, currently 5.5% after an exemption on the first $50,000. Profits paid out to shareholders as dividends are taxed again on their personal returns, which is known as double taxation.",
    },
    {
      type: "p",
      text: "A corporation, and also an LLC, can avoid double taxation by electing S corporation status with IRS Form 2553. An S corporation passes its profit through to the owners, and owners who work in the business receive a reasonable salary through payroll. This can reduce self-employment taxes once the business earns a steady profit, but it adds payroll costs and has rules: no more than 100 shareholders, only one class of stock, and shareholders who are generally U.S. citizens or residents.",
    },
    { type: "h2", text: "Formalities and day-to-day management" },
    {
      type: "list",
      items: [
        "An LLC is run by its members or by managers they appoint, under an operating agreement that can be tailored to the owners.",
        "A corporation is run by a board of directors and officers, under bylaws, and its owners hold shares of stock.",
        "Corporations are expected to hold shareholder and board meetings, keep minutes and record major decisions by resolution.",
        "LLCs have fewer required formalities, but a written record of important decisions is still good practice.",
        "Investors and venture funds often prefer corporations, because shares are easy to issue and transfer.",
      ],
    },
    { type: "h2", text: "Costs in Florida" },
    {
      type: "table",
      caption: "LLC and corporation compared (Florida state fees at the time of writing)",
      head: ["Feature", "LLC", "For-profit corporation"],
      rows: [
        [
          "Filing fee with Sunbiz",
          "$125 (articles of organization and registered agent)",
          "$70 (articles of incorporation and registered agent)",
        ],
        ["Annual report fee", "$138.75", "$150"],
        ["Owners", "Members", "Shareholders"],
        ["Managed by", "Members or managers", "Board of directors and officers"],
        ["Default federal tax", "Pass-through", "C corporation"],
        ["Internal rules", "Operating agreement", "Bylaws"],
      ],
    },
    {
      type: "p",
      text: "Optional items such as a certified copy or a certificate of status cost extra, and a $400 late fee applies to annual reports filed after May 1. State filing fees change from time to time, so check Sunbiz for the current amounts before you file. Remember to budget for local business tax receipts, any professional licenses and, for an S corporation, payroll and tax preparation.",
    },
    { type: "h2", text: "Which one fits you?" },
    {
      type: "list",
      items: [
        "An LLC often suits a sole owner, a family business or a small partnership that wants simple management and flexible taxes.",
        "A corporation often suits a business that plans to bring in investors, issue stock to employees or eventually go public.",
        "An S corporation election, available to both, may make sense once profits are high enough to justify a payroll.",
        "If you are not a U.S. citizen or resident, ask about the S corporation rules before choosing, because they may limit your options.",
      ],
    },
    { type: "h2", text: "Six steps to form your business in Florida" },
    {
      type: "steps",
      items: [
        {
          title: "Choose a name and search Sunbiz",
          text: "Pick a name that is distinguishable from other businesses already on record and search it on Sunbiz. An LLC name must end in LLC, L.L.C. or Limited Liability Company; a corporation name must include Corporation, Incorporated, Company or an abbreviation of one of them.",
        },
        {
          title: "Appoint a registered agent and file your articles",
          text: "Name a registered agent with a Florida street address who is available during business hours to receive legal papers. Then file articles of organization (LLC) or articles of incorporation (corporation) online with the Division of Corporations and pay the state fee.",
        },
        {
          title: "Get an EIN from the IRS",
          text: "Apply online on IRS.gov for an Employer Identification Number. It is free, and you will need it to open a business bank account, hire employees and file tax returns.",
        },
        {
          title: "Write your operating agreement or bylaws",
          text: "An LLC's operating agreement sets out ownership, voting and what happens if a member leaves. A corporation adopts bylaws and issues shares. Florida does not file these documents, but they are essential if there is ever a dispute.",
        },
        {
          title: "Get your local business tax receipt and licenses",
          text: "Most cities and counties require a local business tax receipt. Regulated trades and professions also need a state license, and if you sell taxable goods or services you must register with the Florida Department of Revenue.",
        },
        {
          title: "File your annual report by May 1",
          text: "Every year after the year you form the business, file the annual report on Sunbiz between January 1 and May 1. Missing it brings a late fee and can lead to the administrative dissolution of your company.",
        },
      ],
    },
    {
      type: "p",
      text: "This article is general information and is not legal or tax advice. The right structure depends on your income, your partners, your plans and your immigration and tax situation, so talk with a CPA or a business attorney before you decide. Once you have chosen, our office can help with the filings.",
    },
  ],
  cta: {
    title: "Ready to register your business?",
    subtitle:
      "We help with Sunbiz filings, EIN applications, registered agent service and local licenses for new Florida businesses.",
    button: "See our business services",
  },
};
