import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs (Powertools). Never log secrets, bodies or header values. */
export const logger = new Logger({ serviceName: 'svc', logLevel: (process.env['LOG_LEVEL'] ?? 'INFO') as 'INFO' });
