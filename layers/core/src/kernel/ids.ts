import { v7 as uuidv7 } from 'uuid';

/** Server-minted `appId` of every entity: UUID version 7 (time-ordered). */
export const newAppId = (): string => uuidv7();
