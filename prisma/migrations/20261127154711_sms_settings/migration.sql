-- Which messages also go by text (each on unless saved off), and the text reminders' own offsets (null: the emails').
ALTER TABLE "BusinessSettings" ADD COLUMN "smsTexts" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN "smsReminderOffsetsMinutes" JSONB;
