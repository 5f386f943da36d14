import { describe, expect, it } from 'vitest';
import { firstMessages } from '../../../../test/helpers/form-messages';
import { AD_IMAGE_MAX_BYTES, AD_MESSAGES, type Ad } from '../../../contract/ads';
import {
  AdFormSchema,
  adBodyOf,
  adFormData,
  adFormValuesOf,
  checkAdImage,
  emptyAdFormValues,
  type AdFormValues,
} from './ad-form-values';

const valid: AdFormValues = {
  name: 'Spring sale',
  category: 'HomepageBanner',
  redirectUrl: 'https://shop.example/spring',
  publishedAt: '2027-03-01T09:00',
  expireAt: '',
  viewLimit: '',
  counties: ['US', 'LK'],
  isActive: true,
};

const messagesOf = (values: AdFormValues) => firstMessages(AdFormSchema, values);

const webpBytes = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('RIFF'), 0);
  bytes.set(new TextEncoder().encode('WEBPVP8 '), 8);
  return bytes;
};

describe('AdFormSchema', () => {
  it('turns the inputs into the API body', () => {
    const body = AdFormSchema.parse({ ...valid, viewLimit: '250', expireAt: '2027-04-01T09:00' });
    expect(body).toEqual({
      name: 'Spring sale',
      category: 'HomepageBanner',
      redirectUrl: 'https://shop.example/spring',
      publishedAt: new Date(2027, 2, 1, 9, 0),
      expireAt: new Date(2027, 3, 1, 9, 0),
      viewLimit: 250,
      counties: ['US', 'LK'],
      isActive: true,
    });
  });

  it('reads empty optional fields as none', () => {
    const body = AdFormSchema.parse(valid);
    expect(body.expireAt).toBeNull();
    expect(body.viewLimit).toBeNull();
  });

  it('answers the spec messages for an empty form', () => {
    expect(messagesOf({ ...emptyAdFormValues(), publishedAt: '' })).toEqual({
      name: AD_MESSAGES.nameTooShort,
      category: AD_MESSAGES.categoryRequired,
      redirectUrl: AD_MESSAGES.redirectUrlInvalid,
      publishedAt: AD_MESSAGES.publishedAtRequired,
    });
  });

  it('refuses an expiry before the published date', () => {
    expect(messagesOf({ ...valid, expireAt: '2027-02-01T09:00' })).toEqual({
      expireAt: AD_MESSAGES.expireAfterPublished,
    });
  });

  it('refuses an unreadable expiry instead of dropping it', () => {
    expect(messagesOf({ ...valid, expireAt: 'soon' })).toEqual({
      expireAt: AD_MESSAGES.expireAtInvalid,
    });
  });

  it('refuses a view limit that is not a whole number of at least 1', () => {
    for (const viewLimit of ['0', '1.5', 'many', '-3']) {
      expect(messagesOf({ ...valid, viewLimit })).toEqual({
        viewLimit: AD_MESSAGES.viewLimitInvalid,
      });
    }
  });

  it('refuses a javascript: redirect', () => {
    expect(messagesOf({ ...valid, redirectUrl: 'javascript:alert(1)' })).toEqual({
      redirectUrl: AD_MESSAGES.redirectUrlInvalid,
    });
  });
});

describe('ad bodies', () => {
  const ad: Ad = {
    id: '5b0c3f4e-8f1a-4a53-9d43-2f1f0c8d1e11',
    name: 'Spring sale',
    category: 'InFeed',
    redirectUrl: 'https://shop.example/spring',
    image: '/media/1',
    imageUrlD: '/media/1',
    imageUrlM: '/media/1',
    isActive: false,
    publishedAt: '2027-03-01T09:00:00.000Z',
    expireAt: null,
    viewLimit: 10,
    counties: ['GB'],
    views: 3,
    clicks: 1,
    ctr: '33.33',
    status: 'Inactive',
    createdAt: '2027-02-01T09:00:00.000Z',
    updatedAt: '2027-02-01T09:00:00.000Z',
  };

  it('gives the edit form values that parse back to the same body', () => {
    expect(AdFormSchema.parse(adFormValuesOf(ad))).toEqual(adBodyOf(ad));
  });

  it('sends multipart fields as strings, counties as a JSON array', () => {
    const image = new File([webpBytes(20)], 'banner.webp', { type: 'image/webp' });
    const form = adFormData({ ...adBodyOf(ad), isActive: true }, image);
    expect(form.get('name')).toBe('Spring sale');
    expect(form.get('category')).toBe('InFeed');
    expect(form.get('publishedAt')).toBe('2027-03-01T09:00:00.000Z');
    expect(form.get('counties')).toBe('["GB"]');
    expect(form.get('isActive')).toBe('true');
    expect(form.get('viewLimit')).toBe('10');
    expect(form.has('expireAt')).toBe(false);
    expect(form.get('image')).toBeInstanceOf(File);
  });
});

describe('checkAdImage', () => {
  it('accepts a WebP at the size limit', async () => {
    expect(await checkAdImage(new Blob([webpBytes(AD_IMAGE_MAX_BYTES)]))).toBeNull();
  });

  it('refuses a WebP one byte over the limit', async () => {
    expect(await checkAdImage(new Blob([webpBytes(AD_IMAGE_MAX_BYTES + 1)]))).toBe(
      AD_MESSAGES.imageTooLarge,
    );
  });

  it('refuses other images whatever their declared type', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(await checkAdImage(new Blob([png], { type: 'image/webp' }))).toBe(
      AD_MESSAGES.imageNotWebp,
    );
    expect(await checkAdImage(new Blob([new TextEncoder().encode('RIFF')]))).toBe(
      AD_MESSAGES.imageNotWebp,
    );
  });
});
