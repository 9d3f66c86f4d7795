import { z } from 'zod';

/** How an admin got the role: `env` while their address is in ADMIN_EMAILS, `granted` by another admin. */
export const AdminSourceSchema = z.enum(['env', 'granted']);
export type AdminSource = z.infer<typeof AdminSourceSchema>;

const PersonSchema = z.object({ id: z.string().uuid(), name: z.string() });

export const AdminSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    email: z.string(),
    photoURL: z.string().nullable(),
    source: AdminSourceSchema,
    since: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'When they last became admin, or null when that predates the recorded history.' }),
    grantedBy: PersonSchema.nullable().meta({
      description: 'The admin who granted the role; null for ADMIN_EMAILS, the demo data, or a deleted account.',
    }),
  })
  .meta({ id: 'Admin', description: 'A site admin.' });
export type Admin = z.infer<typeof AdminSchema>;

export const RoleChangeSchema = z
  .object({
    id: z.string().uuid(),
    user: PersonSchema.extend({ email: z.string().nullable() }),
    role: z.enum(['admin', 'user']).meta({ description: 'The role the user was given.' }),
    changedBy: PersonSchema.nullable().meta({ description: 'Who changed it; null when ADMIN_EMAILS did.' }),
    reason: z.string(),
    at: z.iso.datetime(),
  })
  .meta({ id: 'RoleChange', description: 'One grant or revocation of the admin role.' });
export type RoleChange = z.infer<typeof RoleChangeSchema>;

export const AdminsOverviewSchema = z
  .object({
    admins: z.array(AdminSchema),
    changes: z.array(RoleChangeSchema).meta({ description: 'The most recent role changes, newest first.' }),
  })
  .meta({ id: 'AdminsOverview' });
export type AdminsOverview = z.infer<typeof AdminsOverviewSchema>;

/** The message names the field, so the form and an API caller both know what to fix. */
export const GrantAdminSchema = z
  .object({
    email: z
      .string({ error: 'Please enter an e-mail address.' })
      .trim()
      .min(1, 'Please enter an e-mail address.')
      .max(254, 'An e-mail address can be at most 254 characters.')
      .email('Please enter a valid e-mail address.')
      .transform((email) => email.toLowerCase()),
  })
  .meta({ id: 'GrantAdmin', description: 'The e-mail address of an existing Hearth user.' });
export type GrantAdmin = z.input<typeof GrantAdminSchema>;

export const GrantAdminResultSchema = z
  .object({
    admin: AdminSchema,
    changed: z.boolean().meta({ description: 'False when they were already an admin (nothing changed).' }),
  })
  .meta({ id: 'GrantAdminResult' });
export type GrantAdminResult = z.infer<typeof GrantAdminResultSchema>;

export const AdminIdParamsSchema = z.object({ userId: z.string().uuid('No admin has this id.') });

export const LAST_ADMIN_MESSAGE = 'Hearth needs at least one admin.';
