-- AlterTable
ALTER TABLE "PasswordResetToken" ADD COLUMN     "requestedFrom" TEXT;
