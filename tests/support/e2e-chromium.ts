/** The system Chromium the e2e run drives; Playwright never downloads a browser here. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/**
 * The features the installed Playwright turns off in Chromium (scripts/playwright-features.test.ts checks this list
 * against it). Chromium keeps only the last --disable-features switch, so turning one more off means repeating them.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium preloads the address bar's popup, two renderers of its own, for every window, and each test's browser
 * context is a window with no address bar to show: about half the processor time of opening a page (measured: 1.6 s
 * of CPU per context and page with it, 0.7 s without).
 */
const ADDRESS_BAR_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/** How Playwright launches Chromium for the e2e run. */
export const CHROMIUM_LAUNCH = {
  executablePath: chromiumPath(),
  ignoreDefaultArgs: [`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`],
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...ADDRESS_BAR_POPUP].join(',')}`,
  ],
};
