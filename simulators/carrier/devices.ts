/** The simulator's device catalogue: what a clean answer names, and the images it serves under /images/. */
export interface SimulatedDevice {
  slug: string;
  model: string;
  description: string;
  deviceType: 'SMARTPHONE' | 'TABLET' | 'SMARTWATCH';
  partNumber: string;
  productId: string;
  deviceSku: string;
  /** The body colour of its picture. */
  colour: string;
}

export const DEVICES: readonly SimulatedDevice[] = [
  {
    slug: 'apple-iphone-15-pro',
    model: 'Apple iPhone 15 Pro',
    description: 'APPLE IPHONE 15 PRO 256GB NATURAL TITANIUM',
    deviceType: 'SMARTPHONE',
    partNumber: 'MTUX3LL/A',
    productId: 'IP15P256NT',
    deviceSku: 'SKU-IP15P-256-NT',
    colour: '#8a8378',
  },
  {
    slug: 'samsung-galaxy-s23',
    model: 'Samsung Galaxy S23',
    description: 'SAMSUNG GALAXY S23 128GB PHANTOM BLACK',
    deviceType: 'SMARTPHONE',
    partNumber: 'SM-S911UZKAVZW',
    productId: 'SMS911U128BK',
    deviceSku: 'SKU-GS23-128-BK',
    colour: '#2b2b2e',
  },
  {
    slug: 'google-pixel-8',
    model: 'Google Pixel 8',
    description: 'GOOGLE PIXEL 8 128GB HAZEL',
    deviceType: 'SMARTPHONE',
    partNumber: 'GA04833-US',
    productId: 'GP8128HZ',
    deviceSku: 'SKU-PX8-128-HZ',
    colour: '#8d9a8b',
  },
  {
    slug: 'apple-ipad-air',
    model: 'Apple iPad Air 5th Gen',
    description: 'APPLE IPAD AIR 5TH GEN 64GB BLUE CELLULAR',
    deviceType: 'TABLET',
    partNumber: 'MM6U3LL/A',
    productId: 'IPADAIR564BL',
    deviceSku: 'SKU-IPA5-64-BL',
    colour: '#6f8fb5',
  },
  {
    slug: 'apple-watch-series-9',
    model: 'Apple Watch Series 9',
    description: 'APPLE WATCH SERIES 9 45MM MIDNIGHT CELLULAR',
    deviceType: 'SMARTWATCH',
    partNumber: 'MRMC3LL/A',
    productId: 'AW9-45-MN',
    deviceSku: 'SKU-AW9-45-MN',
    colour: '#24303d',
  },
];

const bySlug = new Map(DEVICES.map((device) => [device.slug, device]));

export function findDevice(slug: string): SimulatedDevice | undefined {
  return bySlug.get(slug);
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A small picture of the device: its outline in its colour, with the model name underneath. */
export function deviceImageSvg(device: SimulatedDevice): string {
  const body = {
    SMARTPHONE: '<rect x="70" y="20" width="100" height="190" rx="16"/>',
    TABLET: '<rect x="40" y="30" width="160" height="180" rx="12"/>',
    SMARTWATCH:
      '<rect x="85" y="70" width="70" height="84" rx="18"/><rect x="98" y="30" width="44" height="40"/><rect x="98" y="154" width="44" height="40"/>',
  }[device.deviceType];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="260" viewBox="0 0 240 260" role="img">',
    `<title>${escapeXml(device.model)}</title>`,
    '<rect width="240" height="260" fill="#f4f6f8"/>',
    `<g fill="${device.colour}" stroke="#111827" stroke-width="3">${body}</g>`,
    `<text x="120" y="240" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#111827">${escapeXml(device.model)}</text>`,
    '</svg>',
  ].join('');
}
