import * as z from 'zod';
import { FIELD_MESSAGES, requiredText } from '../common/fields.js';

/** The lists whose filters, sort and view mode a seller can save under a name. */
export const SAVED_VIEW_SCOPES = ['pipeline', 'tasks', 'people'] as const;
export type TSavedViewScope = (typeof SAVED_VIEW_SCOPES)[number];

/** Saved views a seller keeps per list; the menu stays short enough to scan. */
export const SAVED_VIEWS_PER_SCOPE_MAX = 50;
export const SAVED_VIEW_NAME_MAX = 60;
/** A view is a list's address query: a few filters, a sort and a view mode, never a long text. */
export const SAVED_VIEW_STATE_KEYS_MAX = 30;
export const SAVED_VIEW_STATE_VALUE_MAX = 400;
/** Parameter names as the lists write them (`status`, `prospectId`, `view`). */
export const SAVED_VIEW_STATE_KEY = /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/;

export const SAVED_VIEW_MESSAGES = {
  nameRequired: 'Name is required',
  duplicateName: 'A view with this name already exists',
  tooMany: `You can keep up to ${SAVED_VIEWS_PER_SCOPE_MAX} saved views per list. Delete one to save another.`,
  scopeInvalid: `Choose one of: ${SAVED_VIEW_SCOPES.join(', ')}`,
  stateKeyInvalid: 'A setting name is letters, digits, dots, dashes or underscores',
  stateTooLarge: `A view holds at most ${SAVED_VIEW_STATE_KEYS_MAX} settings`,
  stateValueInvalid: 'A setting is a text value',
  textInvalid: 'Text contains an invalid character',
  nothingToChange: 'Send a new name or state',
} as const;

/** Lone UTF-16 surrogates: JSON carries them, PostgreSQL's jsonb refuses them. */
const LONE_SURROGATE = /\p{Cs}/u;

const ZStateValue = z
  .string({ error: SAVED_VIEW_MESSAGES.stateValueInvalid })
  .max(SAVED_VIEW_STATE_VALUE_MAX, FIELD_MESSAGES.tooLong)
  .refine((value) => !LONE_SURROGATE.test(value), SAVED_VIEW_MESSAGES.textInvalid);

/** The list's URL search parameters, name → value. */
export const ZSavedViewState = z
  .record(z.string().regex(SAVED_VIEW_STATE_KEY, SAVED_VIEW_MESSAGES.stateKeyInvalid), ZStateValue)
  .refine((state) => Object.keys(state).length <= SAVED_VIEW_STATE_KEYS_MAX, SAVED_VIEW_MESSAGES.stateTooLarge);
export type TSavedViewState = z.infer<typeof ZSavedViewState>;

const ZSavedViewName = requiredText(SAVED_VIEW_MESSAGES.nameRequired, SAVED_VIEW_NAME_MAX);
const ZSavedViewScope = z.enum(SAVED_VIEW_SCOPES, { error: SAVED_VIEW_MESSAGES.scopeInvalid });

/** `POST /api/saved-views`. */
export const ZSavedViewCreate = z.strictObject({ scope: ZSavedViewScope, name: ZSavedViewName, state: ZSavedViewState });
export type TSavedViewCreate = z.infer<typeof ZSavedViewCreate>;

/** `PATCH /api/saved-views/:id`: rename, or save the list's current state into the view. */
export const ZSavedViewUpdate = z
  .strictObject({ name: ZSavedViewName.optional(), state: ZSavedViewState.optional() })
  .refine((body) => body.name !== undefined || body.state !== undefined, SAVED_VIEW_MESSAGES.nothingToChange);
export type TSavedViewUpdate = z.infer<typeof ZSavedViewUpdate>;

/** The rename and save forms' one field. */
export const ZSavedViewNameForm = z.object({ name: ZSavedViewName });

/** `GET /api/saved-views?scope=`: one list's views, or every list's without a scope. */
export const ZSavedViewListQuery = z.object({ scope: ZSavedViewScope.optional() });

export interface TSavedView {
  id: string;
  scope: TSavedViewScope;
  name: string;
  state: TSavedViewState;
  createdAt: string;
  updatedAt: string;
}

export interface TSavedViewList {
  items: TSavedView[];
}
