import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { createCatalogService } from './domains/catalog/catalog-service';
import { createContentService } from './domains/content/content-service';
import { createDeviceService } from './domains/device/device-service';
import { createLoginService } from './domains/login/login-service';
import { createSessionService } from './domains/sessions/session-service';
import { createHttpSmsProvider } from './domains/sms/http-sms-provider';
import { createSandboxSmsProvider } from './domains/sms/sandbox-sms-provider';
import type { SmsProvider } from './domains/sms/sms-provider';
import { createSmsRepository } from './domains/sms/sms-repository';
import { createTrackingService } from './domains/tracking/tracking-service';
import type { Clock } from './shared/clock';

export type ServiceDeps = {
  config: AppConfig;
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Tests pass their own provider; otherwise the configured one is built. */
  sms?: SmsProvider;
};

/** Builds every service once per process; routes receive them through plugin options. */
export function createServices({ config, db, clock, log, sms }: ServiceDeps) {
  const smsProvider = sms ?? createSmsProviderFromConfig(config, log);
  const sessions = createSessionService(db, clock, config.cacheTtlMs);
  return {
    sessions,
    login: createLoginService({
      db,
      clock,
      sms: smsProvider,
      sessions,
      pepper: config.secretPepper,
      log,
      ipHourlyLimit: config.otpIpHourlyLimit,
    }),
    catalog: createCatalogService(db, clock, config.cacheTtlMs),
    content: createContentService(db),
    tracking: createTrackingService(db),
    device: createDeviceService(db, clock),
    smsOutbox: createSmsRepository(db),
  };
}
export type Services = ReturnType<typeof createServices>;

function createSmsProviderFromConfig(config: AppConfig, log: FastifyBaseLogger): SmsProvider {
  if (config.sms.provider === 'http') {
    return createHttpSmsProvider({
      url: config.sms.url,
      apiKey: config.sms.apiKey,
      senderId: config.sms.senderId,
      templateId: config.sms.templateId,
    });
  }
  return createSandboxSmsProvider(log);
}
