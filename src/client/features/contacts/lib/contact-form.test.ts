import { describe, expect, it } from 'vitest';
import { prospectFormValues, validateProspectCreate } from '../../prospects/lib/prospect-form';
import { contactFormValues, validateContactCreate, validateContactUpdate } from './contact-form';

const person = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com' };

describe('contact form social links', () => {
  it('sends only the filled-in networks', () => {
    const values = { ...contactFormValues(), ...person, socialMedia: { ...contactFormValues().socialMedia, linkedin: ' ana-ruiz ', other: '' } };
    const result = validateContactCreate(values);
    expect(result.success && result.data.socialMedia).toEqual({ linkedin: 'ana-ruiz' });
  });

  it('refuses a profile exactly as the prospect form does', () => {
    const long = 'x'.repeat(301);
    const contact = validateContactUpdate({ ...contactFormValues(), ...person, socialMedia: { ...contactFormValues().socialMedia, twitter: long } });
    const prospect = validateProspectCreate({ ...prospectFormValues(), ...person, socialMedia: { ...prospectFormValues().socialMedia, twitter: long } });
    expect(contact.success).toBe(false);
    expect(prospect.success).toBe(false);
    if (!contact.success && !prospect.success) {
      expect(contact.errors.socialMedia).toBe('This value is too long');
      expect(contact.errors.socialMedia).toBe(prospect.errors.socialMedia);
    }
  });
});

describe('dates the automatic follow-ups read', () => {
  it('sends a contact birthday, and no birthday as null', () => {
    const withBirthday = validateContactCreate({ ...contactFormValues(), ...person, birthday: '1990-04-12' });
    const without = validateContactCreate({ ...contactFormValues(), ...person });
    expect(withBirthday.success && withBirthday.data.birthday).toBe('1990-04-12');
    expect(without.success && without.data.birthday).toBeNull();
  });

  it('sends a prospect stay-in-touch cadence as a number of days from 1 to 365', () => {
    const every = (stayInTouchDays: string) => validateProspectCreate({ ...prospectFormValues(), ...person, stayInTouchDays });
    const weekly = every('7');
    expect(weekly.success && weekly.data.stayInTouchDays).toBe(7);
    const none = every('');
    expect(none.success && none.data.stayInTouchDays).toBeNull();
    const tooMany = every('400');
    expect(!tooMany.success && tooMany.errors.stayInTouchDays).toBe('Stay in touch every 1 to 365 days');
  });
});
