import type { PostText } from "../schema";
import { officeConfig } from "~/site/config";

export const post: PostText = {
  title: "Your 2024 Tax Guide: Deadlines, Deductions and Credits",
  description:
    "2024 tax guide: filing deadlines, standard deduction, retirement limits, key credits, crypto reporting and filing with an ITIN.",
  excerpt:
    "The dates, figures and credits that matter for your 2024 federal return, plus what to know about crypto and filing with an ITIN.",
  author: `${officeConfig.officeName} Team`,
  imageAlt: "Illustration of a calculator, a tax form and a calendar under a yellow sun",
  intro:
    "Good tax planning starts long before you sit down to file. What you do during the year, from saving for retirement to keeping receipts or selling crypto, decides what you owe next spring. This guide gathers the 2024 deadlines, figures and rules that matter most to the individuals and families we help in Florida.",
  body: [
    { type: "h2", text: "Key deadlines for your 2024 taxes" },
    {
      type: "p",
      text: "Your federal income tax return for the 2024 tax year is due on Tuesday, April 15, 2025. If you need more time, Form 4868 gives you an automatic six-month extension to October 15, 2025. An extension gives you more time to file, not more time to pay: tax you owe is still due on April 15, and interest and penalties run on unpaid balances from that date.",
    },
    {
      type: "alert",
      title: "Extension to file, not to pay",
      text: "If you file Form 4868, estimate what you owe and pay it by April 15, 2025. The penalty for filing late is usually much larger than the penalty for paying late, so always file or extend on time, even if you cannot pay everything at once.",
    },
    { type: "h3", text: "Estimated tax payments" },
    {
      type: "p",
      text: "If you are self-employed, earn rental income or otherwise have income without withholding, you generally pay estimated tax four times a year with Form 1040-ES. For the 2024 tax year the due dates are:",
    },
    {
      type: "list",
      items: [
        "First payment: April 15, 2024 (income from January 1 to March 31).",
        "Second payment: June 17, 2024 (income from April 1 to May 31).",
        "Third payment: September 16, 2024 (income from June 1 to August 31).",
        "Fourth payment: January 15, 2025 (income from September 1 to December 31).",
      ],
    },
    {
      type: "p",
      text: "You generally avoid an underpayment penalty if withholding and estimated payments cover at least 90% of your 2024 tax or 100% of your 2023 tax (110% if your 2023 adjusted gross income was over $150,000). After hurricanes and other disasters, the IRS often postpones deadlines for affected Florida counties; check IRS.gov for relief.",
    },
    { type: "h2", text: "The standard deduction for 2024" },
    {
      type: "p",
      text: "Most taxpayers take the standard deduction, a fixed amount that lowers taxable income without receipts. The 2024 amounts are:",
    },
    {
      type: "table",
      caption: "2024 standard deduction by filing status",
      head: ["Filing status", "Standard deduction", "Extra amount if 65 or older or blind"],
      rows: [
        ["Single", "$14,600", "$1,950"],
        ["Married filing jointly", "$29,200", "$1,550 per qualifying spouse"],
        ["Married filing separately", "$14,600", "$1,550"],
        ["Head of household", "$21,900", "$1,950"],
      ],
    },
    {
      type: "p",
      text: "Head of household status generally applies to unmarried taxpayers who pay more than half the cost of a home for a qualifying person, such as a child. It brings a larger deduction and better brackets than single status.",
    },
    { type: "h2", text: "When itemizing makes sense" },
    {
      type: "p",
      text: "Itemizing pays off only when your deductible expenses exceed your standard deduction. The items we review most often:",
    },
    {
      type: "list",
      items: [
        "State and local taxes (SALT): capped at $10,000 per return ($5,000 if married filing separately). Florida has no state income tax, so Floridians can deduct state and local sales tax instead, together with property taxes on their home.",
        "Mortgage interest on your main home and, within limits, a second home, as reported on Form 1098.",
        "Medical and dental expenses: only the part that exceeds 7.5% of your adjusted gross income (AGI) is deductible. With an AGI of $50,000, for example, only expenses above $3,750 count.",
        "Gifts to qualified charities, supported by receipts or bank records, and written acknowledgments for donations of $250 or more.",
      ],
    },
    { type: "h2", text: "Retirement accounts that lower your tax" },
    {
      type: "p",
      text: "Retirement contributions are one of the simplest ways to lower your tax. For 2024 you can put up to $23,000 into a 401(k), 403(b) or most 457 plans, plus a catch-up contribution of $7,500 if you are 50 or older. The IRA contribution limit is $7,000, plus $1,000 if you are 50 or older. Traditional contributions may be deductible depending on your income and workplace plan, and you can still make IRA contributions for 2024 until April 15, 2025.",
    },
    { type: "h2", text: "Credits worth knowing" },
    {
      type: "p",
      text: "A credit cuts your tax dollar for dollar, so it is usually worth more than a deduction of the same size. Common 2024 credits:",
    },
    {
      type: "list",
      items: [
        "Child Tax Credit: up to $2,000 for each qualifying child under 17, of which up to $1,700 can be refundable.",
        "Earned Income Tax Credit (EITC): for workers with low to moderate income; the amount depends on income and the number of children.",
        "Child and Dependent Care Credit: for part of what you pay for child care so you can work or look for work.",
        "Education credits: the American Opportunity Credit (up to $2,500 per student) and the Lifetime Learning Credit (up to $2,000 per return).",
      ],
    },
    { type: "h2", text: "Cryptocurrency and other digital assets" },
    {
      type: "p",
      text: "Form 1040 asks every filer whether, during the year, they received digital assets as a reward or payment, or sold, exchanged or otherwise disposed of them. You must answer yes or no; if you only bought crypto with dollars and held it, or moved it between your own wallets, you can usually answer no.",
    },
    {
      type: "p",
      text: "Selling crypto for dollars, trading one coin for another and paying for goods or services with crypto are all taxable events: you report the gain or loss on Form 8949 and Schedule D. Crypto you receive as pay, from mining or from staking counts as income at its fair market value on the day you receive it. Record the date, cost and sale price of every transaction.",
    },
    { type: "h2", text: "Filing with an ITIN" },
    {
      type: "p",
      text: "If you are not eligible for a Social Security number, an Individual Taxpayer Identification Number (ITIN) lets you file a return, pay what you owe and claim some credits. Keep these rules in mind:",
    },
    {
      type: "list",
      items: [
        "The Child Tax Credit requires the child to have a Social Security number valid for employment; a parent who files with an ITIN may still claim it for a qualifying child who has one.",
        "A dependent with an ITIN may qualify you for the Credit for Other Dependents, worth up to $500.",
        "ITIN filers may be able to claim the Child and Dependent Care Credit and education credits if they meet the other requirements.",
        "The Earned Income Tax Credit is not available to ITIN filers: it requires a valid SSN for you, your spouse and any qualifying child.",
      ],
    },
    { type: "h2", text: "What to bring to your tax appointment" },
    {
      type: "list",
      items: [
        "Photo ID and the SSN or ITIN of everyone on the return.",
        "W-2 and 1099 forms, including 1099-NEC, 1099-K and brokerage statements.",
        "Records of business income and expenses if you are self-employed.",
        "Form 1098 for mortgage interest and your property tax bill.",
        "Child care provider names, addresses and tax ID numbers.",
        "Your 2023 return and any IRS letters you received.",
      ],
    },
    {
      type: "p",
      text: "This article is general information about the 2024 tax year, not tax or legal advice. Every situation is different, so talk with a tax professional before you make decisions.",
    },
  ],
  cta: {
    title: "Let us prepare your return",
    subtitle:
      "Our bilingual team prepares personal and business returns, extensions and amendments, and answers your questions in English or Spanish.",
    button: "See our tax services",
  },
};
