import { z } from 'zod';
import { action } from './action.ts';
import { routePath, template, text } from './primitives.ts';

export const navigation = z
  .array(
    z.strictObject({
      label: text('Link text.', 'Privacy Policy'),
      path: routePath,
    }),
  )
  .min(1)
  .meta({ description: 'Links of the header menu and the footer Quick Links, in order.' });

export const header = z
  .strictObject({
    navLabel: text('Accessible name of the main navigation.', 'Main'),
    scrollThreshold: z
      .int()
      .min(0)
      .meta({ description: 'Scroll position in pixels above which the header turns translucent and blurred.', examples: [20] }),
    menuLabel: text('Accessible name of the menu button on small screens.', 'Menu'),
    quoteAction: action.meta({ description: 'Button inside the mobile menu (Get a Quote).' }),
  })
  .meta({ description: 'The fixed header.' });

export const floatingButtons = z
  .strictObject({
    email: action.meta({ description: 'Bottom-left button (Email Us).' }),
    phone: action.meta({ description: 'Bottom-right button (Call Now).' }),
  })
  .meta({ description: 'The two buttons floating over every page.' });

export const footer = z
  .strictObject({
    about: text('Text of the company block.', 'Nationwide freight and logistics.'),
    quickLinksHeading: text('Heading above the links to every route.', 'Quick Links'),
    contactHeading: text('Heading of the contact block.', 'Contact Us'),
    mailSubject: text('Subject of the email the footer mailbox link opens.', 'Inquiry from the website'),
    contactLines: z.array(text('A line under the contact details.', '24/7 Dispatch Support')).meta({
      description: 'Lines under the mailbox and phone.',
    }),
    copyright: template(['year'], 'Copyright line; {year} becomes the current year.', '© {year} {company.legalName}. All rights reserved.'),
    licence: text('Licensing statement.', 'Licensed and Insured Freight Carrier'),
  })
  .meta({ description: 'The footer of every page.' });

/** Words of the interface itself: accessible names, confirmations, screen-reader text. */
export const ui = z
  .strictObject({
    skipLink: text('Skip link, the first thing a keyboard user reaches.', 'Skip to main content'),
    copy: template(['value'], 'Accessible name of a copy button.', 'Copy {value}'),
    copied: template(['value'], 'Toast after copying.', 'Copied {value} to the clipboard'),
    copyFailed: text('Toast when the clipboard is unavailable.', 'Could not copy: select the text instead'),
    dismiss: text('Accessible name of the button that closes a notification.', 'Dismiss notification'),
    explain: template(['label'], "Accessible name of the info button that shows a tile's explanation.", 'What is the {label}?'),
    notificationsLabel: text('Accessible name of the notification area.', 'Notifications'),
    rating: template(['rating', 'max'], 'Screen-reader text of a star rating.', 'Rated {rating} out of {max}'),
    lastUpdated: text('Label before a policy date.', 'Last Updated'),
    contents: text('Heading of a policy table of contents.', 'Contents'),
    policyDetails: z
      .strictObject({
        label: text('Accessible name of the box.', 'Company details'),
        mcNumber: text('Label of the MC number.', 'MC Number'),
        dotNumber: text('Label of the USDOT number.', 'USDOT Number'),
        ein: text('Label of the EIN.', 'EIN'),
        email: text('Label of the mailbox link.', 'Email'),
        phone: text('Label of the phone link.', 'Phone'),
        address: text('Label of the address (needed when company.address is set).', 'Address').optional(),
        hours: text('Label of the hours (needed when company.hours is set).', 'Hours').optional(),
      })
      .meta({ description: 'Labels of the box on every policy page with the legal name, MC, USDOT and EIN numbers, mailbox and phone.' }),
  })
  .meta({ description: 'Interface words: accessible names and messages.' });

export const notFound = z
  .strictObject({
    title: text('Browser tab title of the not-found page.', 'Page not found', 'heading'),
    heading: text('Heading.', 'Oops! Page not found', 'heading'),
    text: text('Explanation under the heading.', 'The page you are looking for does not exist.'),
    homeLink: text('Link back to the home page.', 'Return to Home'),
  })
  .meta({ description: 'The page shown for an unknown address.' });

export const errorScreen = z
  .strictObject({
    title: text('Browser tab title of the error screen.', 'Something went wrong', 'heading'),
    heading: text('Heading.', 'Unexpected Application Error!', 'heading'),
    unknownError: text('Shown when the error has neither a status nor a message.', 'Something went wrong while showing this page.'),
    homeLink: text('Link back to the home page.', 'Return to Home'),
  })
  .meta({ description: 'The screen shown when a page fails.' });
