import { describe, expect, it } from 'vitest';
import { firstMessages } from '../../../../test/helpers/form-messages';
import { PROMOTION_MESSAGES, type Promotion } from '../../../contract/promotions';
import {
  PromotionFormSchema,
  emptyPromotionFormValues,
  promotionBodyOf,
  promotionFormValuesOf,
  type PromotionFormValues,
} from './promotion-form-values';

const valid: PromotionFormValues = {
  serviceProviderName: 'Bloom Coffee',
  discountTitle: '20% off beans',
  discountDescription: 'Take 20% off any bag of beans this month.',
  discountCode: 'BLOOM20',
  websiteUrl: 'https://bloom.example/shop',
  publishedAt: '2027-03-01T09:00',
  expireAt: '2027-06-01T09:00',
  counties: ['LK'],
  isActive: true,
};

const messagesOf = (values: PromotionFormValues) => firstMessages(PromotionFormSchema, values);

describe('PromotionFormSchema', () => {
  it('turns the inputs into the API body', () => {
    expect(PromotionFormSchema.parse(valid)).toEqual({
      ...valid,
      publishedAt: new Date(2027, 2, 1, 9, 0),
      expireAt: new Date(2027, 5, 1, 9, 0),
    });
  });

  it('answers the spec messages for an empty form', () => {
    expect(messagesOf({ ...emptyPromotionFormValues(), publishedAt: '' })).toEqual({
      serviceProviderName: PROMOTION_MESSAGES.serviceProviderName.tooShort,
      discountTitle: PROMOTION_MESSAGES.discountTitle.tooShort,
      discountDescription: PROMOTION_MESSAGES.discountDescription.tooShort,
      discountCode: PROMOTION_MESSAGES.discountCode.tooShort,
      websiteUrl: PROMOTION_MESSAGES.websiteUrlInvalid,
      publishedAt: PROMOTION_MESSAGES.publishedAtRequired,
      expireAt: PROMOTION_MESSAGES.expireAtRequired,
    });
  });

  it('refuses text over the bounds', () => {
    expect(messagesOf({ ...valid, discountCode: 'X'.repeat(51) })).toEqual({
      discountCode: PROMOTION_MESSAGES.discountCode.tooLong,
    });
  });

  it('refuses an expiry before the published date', () => {
    expect(messagesOf({ ...valid, expireAt: '2027-02-01T09:00' })).toEqual({
      expireAt: PROMOTION_MESSAGES.expireAfterPublished,
    });
  });
});

describe('promotion bodies', () => {
  it('gives the edit form values that parse back to the same body', () => {
    // The stored promotion has the texts of the valid form; its own dates, reach and counts.
    const promotion: Promotion = {
      ...valid,
      id: '5b0c3f4e-8f1a-4a53-9d43-2f1f0c8d1e11',
      isActive: false,
      publishedAt: '2027-03-01T09:00:00.000Z',
      expireAt: '2027-06-01T09:00:00.000Z',
      counties: ['US', 'CA'],
      views: 4,
      claims: 1,
      isExpired: false,
      status: 'Inactive',
      createdAt: '2027-02-01T09:00:00.000Z',
      updatedAt: '2027-02-01T09:00:00.000Z',
    };
    expect(PromotionFormSchema.parse(promotionFormValuesOf(promotion))).toEqual(
      promotionBodyOf(promotion),
    );
  });
});
