import * as z from 'zod';
import { FIELD_MESSAGES } from '../common/fields.js';
import type { TMaintenanceState } from './maintenance.js';

export * from './maintenance.js';

export const MAINTENANCE_MESSAGE_MAX = 1000;


/** Thresholds of the suspicious-activity log: a count reached within a window of minutes. */
export const THRESHOLD_LIMITS = { count: { min: 2, max: 10_000 }, windowMinutes: { min: 1, max: 1440 } } as const;

export const DEFAULT_SECURITY_THRESHOLDS = {
  failedSignInThreshold: 5,
  failedSignInWindowMinutes: 15,
  massDeletionThreshold: 100,
  massDeletionWindowMinutes: 10,
} as const;

export const SETTINGS_MESSAGES = {
  maintenanceModeInvalid: 'Choose true or false',
  countInvalid: `Use a whole number from ${THRESHOLD_LIMITS.count.min} to ${THRESHOLD_LIMITS.count.max}`,
  windowInvalid: `Use a whole number of minutes from ${THRESHOLD_LIMITS.windowMinutes.min} to ${THRESHOLD_LIMITS.windowMinutes.max}`,
  nothingToChange: 'Send at least one setting to change',
} as const;


/** `GET /api/admin/settings`. */
export interface TAppSettings extends TMaintenanceState {
  failedSignInThreshold: number;
  failedSignInWindowMinutes: number;
  massDeletionThreshold: number;
  massDeletionWindowMinutes: number;
  updatedAt: string | null;
}

const wholeNumber = (limits: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(limits.min, message).max(limits.max, message);

/** `PATCH /api/admin/settings`: any subset of the settings. */
export const ZAppSettingsUpdate = z
  .strictObject({
    maintenanceMode: z.boolean({ error: SETTINGS_MESSAGES.maintenanceModeInvalid }).optional(),
    maintenanceMessage: z.string({ error: FIELD_MESSAGES.tooLong }).trim().max(MAINTENANCE_MESSAGE_MAX, FIELD_MESSAGES.tooLong).optional(),
    failedSignInThreshold: wholeNumber(THRESHOLD_LIMITS.count, SETTINGS_MESSAGES.countInvalid).optional(),
    failedSignInWindowMinutes: wholeNumber(THRESHOLD_LIMITS.windowMinutes, SETTINGS_MESSAGES.windowInvalid).optional(),
    massDeletionThreshold: wholeNumber(THRESHOLD_LIMITS.count, SETTINGS_MESSAGES.countInvalid).optional(),
    massDeletionWindowMinutes: wholeNumber(THRESHOLD_LIMITS.windowMinutes, SETTINGS_MESSAGES.windowInvalid).optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: SETTINGS_MESSAGES.nothingToChange });
export type TAppSettingsUpdate = z.infer<typeof ZAppSettingsUpdate>;
