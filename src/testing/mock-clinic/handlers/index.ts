import type { HttpHandler } from 'msw';
import { authHandlers } from './auth';
import { authLinkHandlers } from './authLink';
import { cardProviderHandlers } from './cardProvider';
import { chargeHandlers } from './charge';
import { configHandlers } from './config';
import { cspReportHandlers } from './cspReport';
import { demographicsHandlers } from './demographics';
import { handoffHandlers } from './handoff';
import { medicalInfoHandlers } from './medicalInfo';
import { medicationSiteHandlers } from './medicationSite';
import { meHandlers } from './me';
import { messageHandlers } from './messages';
import { passwordHandlers } from './password';
import { pharmacyHandlers } from './pharmacy';
import { recordHandlers } from './records';
import { registerHandlers } from './register';
import { requestHandlers } from './requests';
import { servicesHandlers } from './services';
import { uploadHandlers } from './uploads';
import { validationHandlers } from './validation';

export { route } from './route';

export const handlers: HttpHandler[] = [
  ...authHandlers,
  ...authLinkHandlers,
  ...handoffHandlers,
  ...passwordHandlers,
  ...meHandlers,
  ...registerHandlers,
  ...pharmacyHandlers,
  ...configHandlers,
  ...servicesHandlers,
  ...demographicsHandlers,
  ...messageHandlers,
  ...recordHandlers,
  ...validationHandlers,
  ...medicalInfoHandlers,
  ...medicationSiteHandlers,
  ...requestHandlers,
  ...chargeHandlers,
  ...cardProviderHandlers,
  ...uploadHandlers,
  ...cspReportHandlers,
];
