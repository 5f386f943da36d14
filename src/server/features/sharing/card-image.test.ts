// The image of a share page (DECISIONS 39): the same on every call and in any order of the active
// list, the drawn-over one while it stays active, and rarely another when images come and go.
import { describe, expect, it } from 'vitest';
import type { PickedImage } from '../images/images.service';
import { chooseCardImage } from './card-image';

const image = (id: number): PickedImage => ({
  id,
  imageUrl: `/images/${id}.svg`,
  title: `Image ${id}`,
});
const active = [1, 2, 3, 4, 5, 6].map(image);
const publicIds = Array.from(
  { length: 200 },
  (_, n) => `0b7c3a1e-5d2f-4c8a-9e61-${n.toString(16).padStart(12, '0')}`,
);

describe('chooseCardImage', () => {
  it('chooses the same image whatever the order of the active list', () => {
    for (const publicId of publicIds.slice(0, 20)) {
      const chosen = chooseCardImage(publicId, active, null);
      expect(chooseCardImage(publicId, [...active].reverse(), null)).toEqual(chosen);
    }
  });

  it('spreads compliments over the images', () => {
    const used = new Set(publicIds.map((publicId) => chooseCardImage(publicId, active, null)!.id));
    expect(used.size).toBe(active.length);
  });

  it('keeps the image a preview was drawn over while it is active, and only then', () => {
    const publicId = publicIds[0]!;
    const other = active.find((each) => each.id !== chooseCardImage(publicId, active, null)!.id)!;
    expect(chooseCardImage(publicId, active, other.id)).toEqual(other);
    const without = active.filter((each) => each.id !== other.id);
    expect(chooseCardImage(publicId, without, other.id)).toEqual(
      chooseCardImage(publicId, without, null),
    );
  });

  it('moves only the compliments a new image wins', () => {
    const more = [...active, image(7)];
    const moved = publicIds.filter(
      (publicId) =>
        chooseCardImage(publicId, active, null)!.id !== chooseCardImage(publicId, more, null)!.id,
    );
    for (const publicId of moved) expect(chooseCardImage(publicId, more, null)!.id).toBe(7);
    expect(moved.length).toBeLessThan(publicIds.length / 3);
  });

  it('has none when no image is active', () => {
    expect(chooseCardImage(publicIds[0]!, [], 3)).toBeNull();
  });
});
