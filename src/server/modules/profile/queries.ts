import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { avatars } from '@/server/db/schema/avatars';
import type { AvatarImage } from './avatar-image';

export async function findAvatarVersion(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ etag: avatars.etag }).from(avatars).where(eq(avatars.userId, userId));
  return row?.etag ?? null;
}

export async function findAvatar(db: Database, userId: string) {
  const [row] = await db
    .select({ image: avatars.image, contentType: avatars.contentType, etag: avatars.etag })
    .from(avatars)
    .where(eq(avatars.userId, userId));
  return row;
}

/** Replaces the user's avatar (one per user). */
export async function saveAvatar(db: Database, userId: string, avatar: AvatarImage): Promise<void> {
  const values = { ...avatar, updatedAt: new Date() };
  await db
    .insert(avatars)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: avatars.userId, set: values });
}
