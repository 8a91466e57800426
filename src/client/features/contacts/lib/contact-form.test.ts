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
