import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../../contract/constants';
import { ImageUploadFormSchema, uploadFileProblem } from './upload-form-schema';

const png = { type: 'image/png', size: 2048 };

function messagesFor(values: Parameters<typeof ImageUploadFormSchema.safeParse>[0]) {
  const result = ImageUploadFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('uploadFileProblem', () => {
  it('asks for a file when none is picked', () => {
    expect(uploadFileProblem(undefined)).toBe('Please select an image file');
    expect(uploadFileProblem(null)).toBe('Please select an image file');
  });

  it('refuses files that are not images the server takes', () => {
    expect(uploadFileProblem({ type: 'application/pdf', size: 10 })).toBe(
      'Only image files are allowed',
    );
    expect(uploadFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      'Only image files are allowed',
    );
  });

  it('accepts JPEG, PNG, WebP, GIF and AVIF up to the size limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']) {
      expect(uploadFileProblem({ type, size: IMAGE_UPLOAD_MAX_BYTES })).toBeNull();
    }
    expect(uploadFileProblem({ type: 'image/png', size: IMAGE_UPLOAD_MAX_BYTES + 1 })).toBe(
      'The image must be at most 5 MB',
    );
  });

  it('leaves a file of unknown type to the server, which reads its bytes', () => {
    expect(uploadFileProblem({ type: '', size: 10 })).toBeNull();
  });
});

describe('ImageUploadFormSchema', () => {
  it('passes a picked image with empty owner fields', () => {
    expect(messagesFor({ image: [png], ownerName: '', ownerEmail: '' })).toEqual({});
  });

  it('checks the owner email only when one is given', () => {
    expect(messagesFor({ image: [png], ownerName: 'Ann', ownerEmail: 'not-an-email' })).toEqual({
      ownerEmail: 'Please enter a valid email address',
    });
    expect(
      messagesFor({ image: [png], ownerName: 'Ann', ownerEmail: ' ann@example.com ' }),
    ).toEqual({});
  });

  it('reports the missing file and a bad email together', () => {
    expect(messagesFor({ image: null, ownerName: '', ownerEmail: 'x@' })).toEqual({
      image: 'Please select an image file',
      ownerEmail: 'Please enter a valid email address',
    });
  });
});
