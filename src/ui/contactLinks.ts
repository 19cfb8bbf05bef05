import type { SiteConfig } from '../../schema/index.ts';

/** `mailto:` URL with subject and body percent-encoded (RFC 6068: spaces as %20, line breaks as %0D%0A). */
export function mailHref(email: string, subject?: string, body?: string): string {
  const params = [
    subject ? `subject=${encodeURIComponent(subject)}` : '',
    body ? `body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}` : '',
  ].filter(Boolean);
  return `mailto:${email}${params.length ? `?${params.join('&')}` : ''}`;
}

/** E.164 form of a North American number (the schema guarantees 10 digits, optionally after 1). */
export function e164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+1${digits.slice(-10)}`;
}

export const telHref = (phone: string) => `tel:${e164(phone)}`;

type Address = NonNullable<SiteConfig['company']['address']>;

/** An address as the US Postal Service writes it, in two lines: the street, then "City, ST 12345". */
export const addressLines = (address: Address): [string, string] => [
  address.street,
  `${address.city}, ${address.region} ${address.postalCode}`,
];

/**
 * A link that opens the address in the visitor's maps app: Google's cross-platform Maps URL,
 * which the Google Maps app answers on Android and iOS, and a browser everywhere else.
 */
export const mapsHref = (address: Address) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLines(address).join(', '))}`;
