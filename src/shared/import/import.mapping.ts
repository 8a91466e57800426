import { IMPORT_MESSAGES, importFieldsOf, requiredFieldsOf, type TImportDataType } from './import.constants.js';
import type { TImportMapping } from './import.schema.js';

/** A header or a value reduced to its letters and digits, without case or accents: "E-mail Address" → "emailaddress". */
export function compactKey(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

const PERSON = {
  firstName: ['firstname', 'givenname', 'first', 'forename', 'prenom', 'nombre', 'vorname', 'имя'],
  lastName: ['lastname', 'familyname', 'surname', 'last', 'nom', 'apellido', 'apellidos', 'nachname', 'фамилия'],
  email: ['email', 'emailaddress', 'email1value', 'email1address', 'mail', 'emailaddress1', 'primaryemail', 'workemail', 'homeemail', 'courriel', 'correo', 'correoelectronico', 'почта'],
  phone: ['mobilephone', 'mobile', 'phone', 'phonenumber', 'phone1value', 'cellphone', 'cell', 'primaryphone', 'businessphone', 'homephone', 'telephone', 'tel', 'telefono', 'telefon', 'телефон'],
  birthday: ['birthday', 'birthdate', 'dateofbirth', 'dob', 'anniversaire', 'cumpleanos', 'geburtstag'],
  tags: ['tags', 'labels', 'categories', 'groupmembership', 'groups'],
  notes: ['notes', 'note', 'comments', 'comment', 'remarks', 'description', 'notizen', 'notas'],
  source: ['source', 'leadsource', 'origin'],
};

/**
 * Header names each field answers to, best first: our own labels, and what spreadsheets, Google
 * Contacts ("Given Name", "E-mail 1 - Value", "Phone 1 - Value", "Organization 1 - Name") and
 * Outlook ("E-mail Address", "Mobile Phone", "Business Phone", "Company") export.
 */
const ALIASES: Record<TImportDataType, Record<string, readonly string[]>> = {
  prospects: {
    ...PERSON,
    status: ['status', 'leadstatus', 'prospectstatus', 'stage'],
    companyName: ['company', 'companyname', 'organization', 'organisation', 'organizationname', 'organization1name', 'employer', 'business'],
    industry: ['industry', 'sector'],
    address: ['address', 'fulladdress', 'address1formatted', 'homeaddress', 'businessaddress', 'street', 'homestreet', 'businessstreet'],
  },
  contacts: {
    ...PERSON,
    status: ['status', 'contactstatus'],
    company: ['company', 'companyname', 'organization', 'organisation', 'organizationname', 'organization1name', 'employer'],
    role: ['role', 'jobtitle', 'title', 'organization1title', 'position'],
  },
  'team-members': {
    firstName: PERSON.firstName,
    lastName: PERSON.lastName,
    email: PERSON.email,
    phone: PERSON.phone,
    rank: ['rank', 'level', 'tier'],
    role: ['role', 'teamrole', 'position'],
    status: ['status', 'memberstatus'],
    joinDate: ['joindate', 'joined', 'datejoined', 'startdate', 'enrollmentdate', 'enrolled'],
    externalToolId: ['externaltoolid', 'externalid', 'memberid', 'distributorid', 'id'],
    companyId: ['companyid', 'company'],
    uplineName: ['uplinename', 'upline', 'sponsor', 'sponsorname'],
    uplinePhone: ['uplinephone', 'sponsorphone'],
    uplineEmail: ['uplineemail', 'sponsoremail'],
  },
  activities: {
    title: ['title', 'subject', 'activity', 'name', 'activityname'],
    type: ['type', 'activitytype', 'kind'],
    description: ['description', 'details', 'notes', 'body'],
    scheduledAt: ['scheduledat', 'scheduled', 'date', 'datetime', 'when', 'startdate', 'start', 'duedate', 'due'],
    status: ['status'],
    priority: ['priority', 'importance'],
    platform: ['platform', 'channel'],
    outcome: ['outcome', 'result'],
    completed: ['completed', 'done', 'complete'],
    contentTitle: ['contenttitle', 'content'],
    link: ['link', 'url', 'website'],
    prospectEmail: ['prospectemail', 'prospect', 'email', 'contactemail', 'emailaddress'],
  },
};

/**
 * The mapping the wizard proposes: each field takes the column whose header matches its best
 * alias, each column fills one field at most. Columns nothing matches stay unmapped.
 */
export function suggestMapping(dataType: TImportDataType, headers: readonly string[]): TImportMapping {
  const keys = headers.map(compactKey);
  const taken = new Set<number>();
  const mapping: TImportMapping = {};
  for (const field of importFieldsOf(dataType)) {
    for (const alias of ALIASES[dataType][field.key] ?? []) {
      const index = keys.findIndex((key, i) => key === alias && !taken.has(i));
      if (index >= 0) {
        taken.add(index);
        mapping[headers[index]] = field.key;
        break;
      }
    }
  }
  return mapping;
}

/**
 * Problems of a mapping against a file's headers, as the contract's `fields`: an unknown column
 * or field at `mapping.<column>`, a missing required field or a field mapped twice at `mapping`.
 * Empty when the mapping can be used.
 */
export function mappingErrors(dataType: TImportDataType, mapping: TImportMapping, headers: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const known = new Set(importFieldsOf(dataType).map((f) => f.key));
  const columns = new Set(headers);
  const used = new Map<string, number>();
  for (const [column, field] of Object.entries(mapping)) {
    if (!columns.has(column)) errors[`mapping.${column}`] = IMPORT_MESSAGES.unknownColumn;
    else if (!known.has(field)) errors[`mapping.${column}`] = IMPORT_MESSAGES.unknownField;
    used.set(field, (used.get(field) ?? 0) + 1);
  }
  const twice = [...used].filter(([field, n]) => n > 1 && known.has(field)).map(([field]) => field);
  const missing = requiredFieldsOf(dataType).filter((field) => !used.has(field));
  if (missing.length) errors.mapping = `${IMPORT_MESSAGES.requiredMissing}: ${missing.join(', ')}`;
  else if (twice.length) errors.mapping = `${IMPORT_MESSAGES.mappedTwice}: ${twice.join(', ')}`;
  return errors;
}

/** The required fields a mapping leaves out (the wizard names them before the server does). */
export const missingRequiredFields = (dataType: TImportDataType, mapping: TImportMapping) => {
  const used = new Set(Object.values(mapping));
  return requiredFieldsOf(dataType).filter((field) => !used.has(field));
};
