import { describe, expect, it } from 'vitest';
import { uploadImageFormData } from './upload-image';

const image = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'sunrise.png', { type: 'image/png' });

describe('uploadImageFormData', () => {
  it('sends the image, the owner fields and an ISO uploadedAt (PRODUCT 25)', () => {
    const before = Date.now();
    const form = uploadImageFormData({
      image: image(),
      ownerName: 'Robin Vale',
      ownerEmail: 'robin@example.com',
    });
    expect([...form.keys()]).toEqual(['ownerName', 'ownerEmail', 'uploadedAt', 'image']);
    expect(form.get('ownerName')).toBe('Robin Vale');
    expect(form.get('ownerEmail')).toBe('robin@example.com');
    const uploadedAt = String(form.get('uploadedAt'));
    expect(new Date(uploadedAt).toISOString()).toBe(uploadedAt);
    expect(Date.parse(uploadedAt)).toBeGreaterThanOrEqual(before - 1000);
    const file = form.get('image');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('sunrise.png');
  });

  it('leaves out the owner fields nobody filled in', () => {
    const form = uploadImageFormData({ image: image() });
    expect([...form.keys()]).toEqual(['uploadedAt', 'image']);
  });
});
