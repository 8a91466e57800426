import { ZAppSettingsUpdate, type TAppSettings, type TAppSettingsUpdate } from '@shared/admin/settings.schema';
import type { TValidation } from '../../../components/ui/use-schema-form';
import { firstIssueByField } from '../../../components/ui/form-field';

export const THRESHOLD_FIELDS = ['failedSignInThreshold', 'failedSignInWindowMinutes', 'massDeletionThreshold', 'massDeletionWindowMinutes'] as const;
type TThresholdField = (typeof THRESHOLD_FIELDS)[number];

/** The settings form: the switch, the message, and each threshold as typed. */
export type TSettingsFormValues = { maintenanceMode: boolean; maintenanceMessage: string } & Record<TThresholdField, string>;

export function settingsFormOf(settings: TAppSettings): TSettingsFormValues {
  return {
    maintenanceMode: settings.maintenanceMode,
    maintenanceMessage: settings.maintenanceMessage,
    failedSignInThreshold: String(settings.failedSignInThreshold),
    failedSignInWindowMinutes: String(settings.failedSignInWindowMinutes),
    massDeletionThreshold: String(settings.massDeletionThreshold),
    massDeletionWindowMinutes: String(settings.massDeletionWindowMinutes),
  };
}

/** A typed number as the API takes it; blank or unreadable is NaN, which the schema refuses with its message. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Only what differs from `saved`, checked by the shared schema: the body of `PATCH /api/admin/settings`,
 * or the message per invalid field. Nothing changed is a success with an empty body.
 */
export function changedSettings(values: TSettingsFormValues, saved: TAppSettings): TValidation<TAppSettingsUpdate> {
  const body: Record<string, unknown> = {};
  if (values.maintenanceMode !== saved.maintenanceMode) body.maintenanceMode = values.maintenanceMode;
  if (values.maintenanceMessage.trim() !== saved.maintenanceMessage.trim()) body.maintenanceMessage = values.maintenanceMessage;
  for (const field of THRESHOLD_FIELDS) {
    const value = numberOf(values[field]);
    if (value !== saved[field]) body[field] = value;
  }
  if (Object.keys(body).length === 0) return { success: true, data: {} };
  const result = ZAppSettingsUpdate.safeParse(body);
  return result.success ? { success: true, data: result.data } : { success: false, errors: firstIssueByField(result.error.issues) };
}
