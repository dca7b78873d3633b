import 'server-only';
import { weatherService } from '@/config/thirdParty';
import { createWeatherSource } from './weatherSource';

/** The server's one weather source (one cache per server process). */
let source: ReturnType<typeof createWeatherSource> | null = null;

export function dallasWeather() {
  source ??= createWeatherSource({ ...weatherService, baseUrl: weatherService.baseUrl() });
  return source;
}
