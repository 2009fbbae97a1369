#!/usr/bin/env bash
# Checks a key pair before you send the public key or rely on it:
#   bash bin/check-key-pair.sh rsa-private.pem rsa-public.pem
# Each check prints one line. The script stops with a non-zero status
# at the first check that fails.
set -euo pipefail
PRIVATE="${1:-rsa-private.pem}"
PUBLIC="${2:-rsa-public.pem}"

# The private key is a valid RSA key. Prints: RSA key ok
openssl rsa -in "$PRIVATE" -check -noout

# Its size. Prints: Private-Key: (2048 bit, 2 primes)
openssl rsa -in "$PRIVATE" -text -noout | sed -n 1p

# The public key's size. Prints: Public-Key: (2048 bit)
openssl rsa -pubin -in "$PUBLIC" -text -noout | sed -n 1p

# The public key is the half of this private key: both moduli hash the
# same. Prints: key pair matches
private_modulus=$(openssl rsa -in "$PRIVATE" -noout -modulus | openssl sha256 -r)
public_modulus=$(openssl rsa -pubin -in "$PUBLIC" -noout -modulus | openssl sha256 -r)
if [ "$private_modulus" != "$public_modulus" ]; then
  echo "key pair does not match: $PUBLIC is not the half of $PRIVATE" >&2
  exit 1
fi
echo "key pair matches"
