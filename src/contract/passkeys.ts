// Passkeys (PRODUCT 11.8): one definition of the bodies and answers of the settings, the sign-in
// and the confirmation, for the forms and the API. The WebAuthn shapes are those SimpleWebAuthn
// writes and reads (its *JSON types), with bounds, so a body cannot carry more than a passkey does.
import { z } from 'zod';
import { serialIdParams } from './ids';
import { PASSKEY_MESSAGES } from './passkey-messages';
import { CodeFormSchema, PasswordFormSchema } from './two-factor';

/** The most passkeys one account holds (PRODUCT 11.8). */
export const MAX_PASSKEYS = 20;
export const PASSKEY_NAME_MAX_LENGTH = 64;

const invalid = { error: PASSKEY_MESSAGES.answerInvalid };

/** Base64url without padding, as WebAuthn's JSON encodes every binary field. */
const base64url = (max: number) =>
  z
    .string(invalid)
    .max(max, invalid)
    .regex(/^[A-Za-z0-9_-]*$/u, invalid);

/** How the browser reaches an authenticator; unknown future names are dropped by the server. */
const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
export const TransportSchema = z.enum(TRANSPORTS);
export type Transport = z.infer<typeof TransportSchema>;
export const isTransport = (value: string): value is Transport =>
  (TRANSPORTS as readonly string[]).includes(value);

const clientExtensionResults = z.record(z.string(), z.unknown(), invalid);
const attachment = z.enum(['platform', 'cross-platform'], invalid).optional();

/** What `startRegistration` answers: the new credential and its attestation. */
export const RegistrationResponseSchema = z.object(
  {
    id: base64url(1024).min(1, invalid),
    rawId: base64url(1024).min(1, invalid),
    type: z.literal('public-key', invalid),
    response: z.object(
      {
        clientDataJSON: base64url(4096),
        attestationObject: base64url(16_384),
        authenticatorData: base64url(8192).optional(),
        transports: z.array(z.string(invalid).max(32, invalid), invalid).max(16).optional(),
        publicKeyAlgorithm: z.number(invalid).int(invalid).optional(),
        publicKey: base64url(4096).optional(),
      },
      invalid,
    ),
    authenticatorAttachment: attachment,
    clientExtensionResults,
  },
  invalid,
);

/** What `startAuthentication` answers: a signature by a credential over the challenge. */
export const AuthenticationResponseSchema = z.object(
  {
    id: base64url(1024).min(1, invalid),
    rawId: base64url(1024).min(1, invalid),
    type: z.literal('public-key', invalid),
    response: z.object(
      {
        clientDataJSON: base64url(4096),
        authenticatorData: base64url(8192),
        signature: base64url(1024),
        userHandle: base64url(128).optional(),
      },
      invalid,
    ),
    authenticatorAttachment: attachment,
    clientExtensionResults,
  },
  invalid,
);

const CredentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(TransportSchema).optional(),
});

const requirement = z.enum(['discouraged', 'preferred', 'required']);

/** POST /api/account/passkeys/register/options: what `startRegistration` takes. */
export const RegistrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number(),
  attestation: z.literal('none'),
  excludeCredentials: z.array(CredentialDescriptorSchema),
  authenticatorSelection: z.object({
    residentKey: requirement,
    requireResidentKey: z.boolean(),
    userVerification: requirement,
  }),
  extensions: z.object({ credProps: z.boolean() }),
});
export type RegistrationOptions = z.infer<typeof RegistrationOptionsSchema>;

/**
 * The sign-in's and the confirmation's options: what `startAuthentication` takes. The sign-in's
 * list of credentials is empty (the passkey names the account); the confirmation's holds the
 * member's own.
 */
export const AuthenticationOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number(),
  rpId: z.string(),
  allowCredentials: z.array(CredentialDescriptorSchema),
  userVerification: z.literal('required'),
});
export type AuthenticationOptions = z.infer<typeof AuthenticationOptionsSchema>;

const password = PasswordFormSchema.shape.password;
const code = CodeFormSchema.shape.code;

/** The password, or a code from the app when two-factor sign-in is on: at most one of them. */
const confirmation = z.object({ password: password.optional(), code: code.optional() });
const notBoth = (value: z.infer<typeof confirmation>) =>
  value.password === undefined || value.code === undefined;
const exactlyOne = (value: z.infer<typeof confirmation>) =>
  (value.password === undefined) !== (value.code === undefined);
const passwordOrCodeIssue = { message: PASSKEY_MESSAGES.passwordOrCode, path: ['password'] };

/**
 * POST /api/account/passkeys/register/options: every passkey asks the member to confirm it is
 * them, with the password or a code; the server says which is missing.
 */
export const RegistrationOptionsBodySchema = confirmation.refine(notBoth, passwordOrCodeIssue);
export type RegistrationOptionsBody = z.infer<typeof RegistrationOptionsBodySchema>;

/** POST /api/account/passkeys/:id/remove: always the password or a code. */
export const RemovePasskeyBodySchema = confirmation.refine(exactlyOne, passwordOrCodeIssue);
export type RemovePasskeyBody = z.infer<typeof RemovePasskeyBodySchema>;

/** A passkey's name: spaces at the ends dropped, runs of them made one. */
export const PasskeyNameSchema = z
  .string({ error: PASSKEY_MESSAGES.nameRequired })
  .transform((value) => value.replace(/\s+/gu, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, PASSKEY_MESSAGES.nameRequired)
      .max(PASSKEY_NAME_MAX_LENGTH, PASSKEY_MESSAGES.nameTooLong),
  );

/** POST /api/account/passkeys/register; without a name, the browser and system name it. */
export const RegisterPasskeyBodySchema = z.object({
  response: RegistrationResponseSchema,
  name: PasskeyNameSchema.optional(),
});
export type RegisterPasskeyBody = z.infer<typeof RegisterPasskeyBodySchema>;

/** PATCH /api/account/passkeys/:id, and the rename form. */
export const RenamePasskeyBodySchema = z.object({ name: PasskeyNameSchema });
export type RenamePasskeyBody = z.infer<typeof RenamePasskeyBodySchema>;

/** POST /api/auth/login/passkey and POST /api/account/passkeys/confirm. */
export const PasskeyAssertionBodySchema = z.object({ response: AuthenticationResponseSchema });
export type PasskeyAssertionBody = z.infer<typeof PasskeyAssertionBodySchema>;

/** A passkey as the settings list it: never its key or its credential id. */
export const PasskeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Whether the authenticator said it is backed up (synced by a password manager). */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

export const PasskeyListSchema = z.object({ passkeys: z.array(PasskeySchema) });
export type PasskeyList = z.infer<typeof PasskeyListSchema>;

/** Another member's passkey, a removed one and a malformed id are all 404 with one message. */
export const PasskeyIdParamsSchema = serialIdParams({ notFound: PASSKEY_MESSAGES.notFound });
