export interface DeviceModel {
  manufacturer: string;
  name: string;
  colours: readonly string[];
  storages: readonly string[];
}

const apple = (name: string, colours: string[], storages: string[]): DeviceModel => ({
  manufacturer: 'APPLE',
  name,
  colours,
  storages,
});
const samsung = (name: string, colours: string[], storages: string[]): DeviceModel => ({
  manufacturer: 'SAMSUNG',
  name,
  colours,
  storages,
});

/*
 * Real TACs only, so a developer pasting a real IMEI sees a believable make. Sources: Recipero's published test
 * serials for the Apple TACs, the Note 9 and the RECIPERO test model; the community TAC list
 * of the SamloaderKotlin project (model codes, named here by their marketing names) for the other Samsung TACs.
 * 35332811 is the made-up TAC of the scenario IMEIs, with their default device.
 */
const TAC_TABLE: Record<string, DeviceModel> = {
  '35332811': apple('IPHONE 7', ['BLACK'], ['32GB']),
  '10000001': { manufacturer: 'RECIPERO', name: 'TEST MODEL', colours: ['BLACK'], storages: ['16GB'] },
  '01274800': apple('IPHONE 4', ['BLACK', 'WHITE'], ['8GB', '16GB', '32GB']),
  '35200906': apple('IPHONE 5S', ['SPACE GREY', 'SILVER', 'GOLD'], ['16GB', '32GB', '64GB']),
  '35853905': apple('IPHONE 5C', ['WHITE', 'BLUE', 'GREEN', 'PINK', 'YELLOW'], ['8GB', '16GB', '32GB']),
  '35856707': apple(
    'IPHONE 6S',
    ['SPACE GREY', 'SILVER', 'GOLD', 'ROSE GOLD'],
    ['16GB', '32GB', '64GB', '128GB'],
  ),
  '35868609': apple(
    'IPHONE 7',
    ['BLACK', 'JET BLACK', 'SILVER', 'GOLD', 'ROSE GOLD'],
    ['32GB', '128GB', '256GB'],
  ),
  '35735509': apple(
    'IPHONE XR',
    ['BLACK', 'WHITE', 'BLUE', 'YELLOW', 'CORAL', 'RED'],
    ['64GB', '128GB', '256GB'],
  ),
  '35849609': samsung(
    'GALAXY NOTE 9',
    ['MIDNIGHT BLACK', 'OCEAN BLUE', 'LAVENDER PURPLE'],
    ['128GB', '512GB'],
  ),
  '35004331': samsung('GALAXY NOTE20 5G', ['MYSTIC GREY', 'MYSTIC BRONZE', 'MYSTIC GREEN'], ['256GB']),
  '35000314': samsung(
    'GALAXY NOTE20 ULTRA 5G',
    ['MYSTIC BLACK', 'MYSTIC BRONZE', 'MYSTIC WHITE'],
    ['256GB', '512GB'],
  ),
  '35008659': samsung(
    'GALAXY S21 5G',
    ['PHANTOM GRAY', 'PHANTOM WHITE', 'PHANTOM VIOLET'],
    ['128GB', '256GB'],
  ),
  '35023242': samsung(
    'GALAXY S21+ 5G',
    ['PHANTOM BLACK', 'PHANTOM SILVER', 'PHANTOM VIOLET'],
    ['128GB', '256GB'],
  ),
  '35012167': samsung(
    'GALAXY S21 ULTRA 5G',
    ['PHANTOM BLACK', 'PHANTOM SILVER'],
    ['128GB', '256GB', '512GB'],
  ),
  '35002868': samsung('GALAXY S21 FE 5G', ['GRAPHITE', 'WHITE', 'OLIVE', 'LAVENDER'], ['128GB', '256GB']),
  '35003792': samsung(
    'GALAXY S22+',
    ['PHANTOM BLACK', 'PHANTOM WHITE', 'GREEN', 'PINK GOLD'],
    ['128GB', '256GB'],
  ),
  '35004858': samsung(
    'GALAXY S22 ULTRA',
    ['PHANTOM BLACK', 'PHANTOM WHITE', 'GREEN', 'BURGUNDY'],
    ['128GB', '256GB'],
  ),
  '35007012': samsung(
    'GALAXY S24',
    ['ONYX BLACK', 'MARBLE GREY', 'COBALT VIOLET', 'AMBER YELLOW'],
    ['128GB', '256GB'],
  ),
  '35022043': samsung(
    'GALAXY A51',
    ['PRISM CRUSH BLACK', 'PRISM CRUSH WHITE', 'PRISM CRUSH BLUE'],
    ['64GB', '128GB'],
  ),
  '35001262': samsung(
    'GALAXY A53 5G',
    ['AWESOME BLACK', 'AWESOME WHITE', 'AWESOME BLUE'],
    ['128GB', '256GB'],
  ),
  '35004012': samsung(
    'GALAXY A54 5G',
    ['AWESOME GRAPHITE', 'AWESOME WHITE', 'AWESOME VIOLET'],
    ['128GB', '256GB'],
  ),
  '35000344': samsung('GALAXY A14 5G', ['BLACK', 'SILVER', 'LIGHT GREEN', 'DARK RED'], ['64GB', '128GB']),
  '35018133': samsung('GALAXY Z FOLD4', ['PHANTOM BLACK', 'GRAYGREEN', 'BEIGE'], ['256GB', '512GB', '1TB']),
  '35007260': samsung('GALAXY Z FLIP4', ['BORA PURPLE', 'GRAPHITE', 'PINK GOLD', 'BLUE'], ['128GB', '256GB']),
  '35002268': samsung('GALAXY Z FOLD5', ['PHANTOM BLACK', 'ICY BLUE', 'CREAM'], ['256GB', '512GB', '1TB']),
  '35015325': samsung('GALAXY Z FLIP5', ['MINT', 'GRAPHITE', 'CREAM', 'LAVENDER'], ['256GB', '512GB']),
};

const GENERIC_MODEL: DeviceModel = {
  manufacturer: 'GENERIC',
  name: 'MOBILE PHONE',
  colours: ['BLACK', 'WHITE', 'BLUE'],
  storages: ['32GB', '64GB', '128GB'],
};

export function lookUpDeviceModel(tac: string): DeviceModel {
  return TAC_TABLE[tac] ?? GENERIC_MODEL;
}
