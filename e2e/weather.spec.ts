import { startWeatherStub, type WeatherStub, type WeatherStubMode } from './support/weatherStub';
import { expect, test } from './fixtures';

/**
 * The News page's weather card against a local stub of the National Weather Service API (the test
 * server's WEATHER_API_URL points at it, see playwright.config.ts); never the network. The server
 * keeps a good answer 15 minutes, so the failure modes run first and the reachable one last.
 */
const stubPort = Number(process.env.E2E_PORT ?? 3100) + 15050;

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'one server-side cache: run once');

let stub: WeatherStub | null = null;
test.afterEach(async () => {
  await stub?.close();
  stub = null;
});

const card = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Today’s Weather' });

async function expectTypical(page: import('@playwright/test').Page) {
  await page.goto('/news');
  const weather = card(page);
  await expect(weather.getByTestId('weather-source')).toHaveText('A typical May day in Dallas: live conditions are unavailable right now.');
  await expect(weather).toContainText('78°');
  await expect(weather).toContainText('Sunny');
  await expect(weather.getByRole('definition')).toHaveText(['82°', '65°', '45%']);
  await expect(weather).not.toContainText('as of');
}

test('unreachable service: the card shows the typical values, labeled so', async ({ page }) => {
  await expectTypical(page);
});

for (const mode of ['failing', 'malformed', 'slow'] as WeatherStubMode[]) {
  test(`${mode} service: the typical values, never a reading passed off as current`, async ({ page }) => {
    if (mode === 'slow') test.slow(); // the server waits out its 3 s timeout
    stub = await startWeatherStub(stubPort, mode);
    await expectTypical(page);
    expect(stub.requests.length).toBeGreaterThan(0);
  });
}

test('reachable service: current conditions with the time of the reading, fetched by the server only', async ({ page, request }) => {
  stub = await startWeatherStub(stubPort, 'reachable');
  const browserRequests: string[] = [];
  page.on('request', (r) => browserRequests.push(r.url()));
  await page.goto('/news');
  const weather = card(page);
  await expect(weather.getByTestId('weather-source')).toHaveText(/^Current conditions as of \d{1,2}:\d{2} (AM|PM), National Weather Service\.$/);
  await expect(weather).toContainText('64°'); // the stub's 17.8 °C
  await expect(weather).toContainText('Partly Cloudy');
  await expect(weather.getByRole('definition')).toHaveText(['66°', '47°', '52%']);
  // The server named the site in its User-Agent; the browser asked our own /api/weather, never the service.
  expect(stub.requests.every((r) => /^DallasLocal\/1\.0 \(/.test(r.headers['user-agent'] ?? ''))).toBe(true);
  expect(browserRequests).toContain(new URL('/api/weather', page.url()).href);
  expect(browserRequests.filter((url) => new URL(url).port === String(stubPort))).toEqual([]);
  // Kept for 15 minutes: another reader does not make the server ask again.
  const asked = stub.requests.length;
  const again = await (await request.get('/api/weather')).json();
  expect(again).toMatchObject({ kind: 'live', temperatureF: 64 });
  expect(stub.requests.length).toBe(asked);
});
