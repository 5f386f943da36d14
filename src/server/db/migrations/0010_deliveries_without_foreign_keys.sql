ALTER TABLE "deliveries" DROP CONSTRAINT "deliveries_receiver_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "deliveries" DROP CONSTRAINT "deliveries_compliment_id_compliments_id_fk";
--> statement-breakpoint
DROP INDEX "deliveries_compliment_id_idx";