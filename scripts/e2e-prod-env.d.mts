export const portalPort: number;
export const servicePort: number;
export const dist: string;
export const portalOrigin: string;
export const serviceUrl: string;
export const buildVars: Record<string, string>;
export const serviceVars: Record<string, string>;
export const stripePublishableKey: string;
export const recaptchaSiteKey: string;
