// A software authenticator for the passkey API tests: real WebAuthn answers made in Node, with no
// browser. It holds an ES256 key pair, writes clientDataJSON and authenticatorData as a platform
// authenticator does (the relying party's hash, flags, a counter and, when registering, the
// credential and its COSE key), attestation "none" in CBOR, and signs authData || SHA-256(client
// data). Each answer can be bent one way (another origin or relying party, no user verification,
// another key, a counter) to show the server refuses it.
import {
  createHash,
  generateKeyPairSync,
  randomBytes,
  sign,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';

/** What a bent answer changes. */
export interface Bend {
  origin?: string;
  rpId?: string;
  /** The flags without UV: the member was present but not verified. */
  unverified?: boolean;
  /** Signs with a key the server never saw. */
  otherKey?: boolean;
  /** The signature counter written into this answer (the authenticator's own is left alone). */
  counter?: number;
  /** Answers for another credential id (one the server does not know). */
  credentialId?: Buffer;
  /** The user handle the authenticator answers with, base64url. */
  userHandle?: string;
}

interface ChallengeOptions {
  challenge: string;
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

// ---- The few bytes of CBOR a "none" attestation and a COSE key need.

function head(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 0x100) return Buffer.from([(major << 5) | 24, value]);
  if (value < 0x10000) {
    const out = Buffer.alloc(3);
    out[0] = (major << 5) | 25;
    out.writeUInt16BE(value, 1);
    return out;
  }
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(value, 1);
  return out;
}

type Cbor = number | string | Buffer | Map<number | string, Cbor>;

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64u = (data: Buffer) => data.toString('base64url');

function newKeys() {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' });
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = newKeys();
  /** Counts every signature, as authenticators with a counter do; 0 forever when `counting` is off. */
  private counter = 0;
  /** The user handle the registration options gave, kept with the credential as a passkey is. */
  private userHandle: string | undefined;

  constructor(
    private readonly relyingParty: { origin: string; rpId: string },
    private readonly options: { counting?: boolean; synced?: boolean } = {},
  ) {}

  get id(): string {
    return b64u(this.credentialId);
  }

  private clientData(type: string, challenge: string, bend: Bend): Buffer {
    return Buffer.from(
      JSON.stringify({
        type,
        challenge,
        origin: bend.origin ?? this.relyingParty.origin,
        crossOrigin: false,
      }),
    );
  }

  private authData(bend: Bend, attested?: Buffer): Buffer {
    let flags = FLAG_UP | (bend.unverified ? 0 : FLAG_UV);
    if (this.options.synced) flags |= FLAG_BE | FLAG_BS;
    if (attested) flags |= FLAG_AT;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(bend.counter ?? this.counter);
    return Buffer.concat([
      sha256(bend.rpId ?? this.relyingParty.rpId),
      Buffer.from([flags]),
      count,
      attested ?? Buffer.alloc(0),
    ]);
  }

  /** The public key as COSE: EC2, ES256, P-256, x and y. */
  private coseKey(publicKey: KeyObject): Buffer {
    const jwk = publicKey.export({ format: 'jwk' }) as JsonWebKey;
    return cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  /** What `startRegistration` answers for these options. */
  register(
    options: ChallengeOptions & { user: { id: string } },
    bend: Bend = {},
  ): Record<string, unknown> {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      this.coseKey(bend.otherKey ? newKeys().publicKey : this.keys.publicKey),
    ]);
    const authData = this.authData(bend, attested);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64u(this.clientData('webauthn.create', options.challenge, bend)),
        attestationObject: b64u(attestationObject),
        transports: ['internal', 'hybrid'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: { credProps: { rk: true } },
    };
  }

  /** What `startAuthentication` answers for these options: a signature over the challenge. */
  authenticate(options: ChallengeOptions, bend: Bend = {}): Record<string, unknown> {
    if (this.options.counting !== false && bend.counter === undefined) this.counter += 1;
    const clientData = this.clientData('webauthn.get', options.challenge, bend);
    const authData = this.authData(bend);
    const key = bend.otherKey ? newKeys().privateKey : this.keys.privateKey;
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), key);
    const id = bend.credentialId ? b64u(bend.credentialId) : this.id;
    const userHandle = bend.userHandle ?? this.userHandle;
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: b64u(clientData),
        authenticatorData: b64u(authData),
        signature: b64u(signature),
        ...(userHandle === undefined ? {} : { userHandle }),
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
