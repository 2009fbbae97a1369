/**
 * Reads the token configuration from environment variables that your secrets manager fills. Called once by the
 * entry point (bin/start.ts), never at import.
 */
import {createPrivateKey} from 'node:crypto';

import type {VsEnvironment} from '../token/token-rules';
import type {TokenConfig} from '../token/vs-token';

export type Environment = Readonly<Record<string, string | undefined>>;

function required(environment: Environment, name: string): string {
  const value = environment[name];
  if (value === undefined || value === '') throw new Error(`Set the environment variable ${name}`);
  return value;
}

export function tokenConfigFrom(environment: Environment): TokenConfig {
  const env = required(environment, 'VS_ENV');
  if (env !== 'dev' && env !== 'prod') throw new Error(`VS_ENV must be "dev" or "prod", not "${env}"`);
  const lifetime = environment.VS_TOKEN_LIFETIME_SECONDS;
  return {
    clientId: required(environment, 'VS_CLIENT_ID'),
    apiKey: required(environment, 'VS_API_KEY'),
    env: env satisfies VsEnvironment,
    privateKey: createPrivateKey(required(environment, 'VS_JWT_PRIVATE_KEY_PEM')),
    userIdSalt: required(environment, 'VS_USER_ID_SALT'),
    ...(lifetime ? {lifetimeSeconds: Number(lifetime)} : {}),
  };
}
