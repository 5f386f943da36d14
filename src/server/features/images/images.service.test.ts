import { describe, expect, it } from 'vitest';
import { titleFromFileName } from './images.service';

describe('titleFromFileName', () => {
  it.each([
    ['golden_sunrise.png', 'golden sunrise'],
    ['Mountain Lake.JPEG', 'Mountain Lake'],
    ['C:\\Users\\ada\\Pictures\\calm-sea.webp', 'calm-sea'],
    ['../../etc/passwd', 'passwd'],
    ['<img src=x onerror=alert(1)>.png', 'img src x onerror alert(1)'],
    ['café crème.avif', 'café crème'],
    ['a.png', 'Uploaded image'],
    ['', 'Uploaded image'],
    ['<>.gif', 'Uploaded image'],
  ])('turns %j into %j', (fileName, title) => {
    expect(titleFromFileName(fileName)).toBe(title);
  });

  it('keeps titles within 200 characters', () => {
    expect(titleFromFileName(`${'x'.repeat(500)}.png`)).toHaveLength(200);
  });
});
