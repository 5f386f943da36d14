-- Counts made before daily rows existed go to the day each ad or promotion was created, with its
-- own placement and an unknown country, so every running total equals the sum of its days.
INSERT INTO ad_daily_counts (ad_id, day, placement, country, views, clicks)
SELECT id, (created_at AT TIME ZONE 'UTC')::date, category, 'ZZ', views, clicks
FROM ads
WHERE views > 0 OR clicks > 0;--> statement-breakpoint
INSERT INTO promotion_daily_counts (promotion_id, day, placement, country, views, claims)
SELECT id, (created_at AT TIME ZONE 'UTC')::date, 'gift', 'ZZ', views, claims
FROM promotions
WHERE views > 0 OR claims > 0;
