// What a decision that hides or shows compliments tells the random pick: its pool of drawn visible
// compliments (compliments' RandomPicker) drops them, so this instance never hands out a hidden one
// and brings back a shown one at once. Named here so moderation needs nothing of the compliments.
export interface VisiblePicks {
  forget(): void;
}
