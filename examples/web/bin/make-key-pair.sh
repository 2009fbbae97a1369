#!/usr/bin/env bash
# Creates an RS256 key pair in the current folder:
#   rsa-private.pem  keep it secret, on your server or in your secrets manager
#   rsa-public.pem   the half you send to Sportradar
# Run it where the key will be stored.
set -euo pipefail
openssl genrsa -out rsa-private.pem 2048
openssl rsa -in rsa-private.pem -pubout -outform PEM -out rsa-public.pem
