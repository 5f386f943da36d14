// What a share carries, whatever is shared (a compliment, a badge): the sharing feature sends it
// and the features that have something to share make it.
export interface ShareContent {
  /** The heading a device's share sheet shows. */
  title?: string;
  /** The absolute link the post points to. */
  url: string;
  /** The words that go with it. */
  text: string;
  /** An absolute picture for the networks that need one (Pinterest pins an image). */
  imageUrl?: string;
}
