package server

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net/http"
	"strings"

	"deepwood/wire"
)

// tokenBytes is a token's entropy: 256 bits, beyond guessing.
const tokenBytes = 32

// tokenLen is a token's length in unpadded base64url.
var tokenLen = base64.RawURLEncoding.EncodedLen(tokenBytes)

// ValidName reports why a player name is refused, or nil: wire.CheckName,
// with a missing name told where a request puts it.
func ValidName(name string) error {
	if name == "" {
		return fmt.Errorf("no player name: send it in the %s header or the ?%s= parameter", wire.PlayerHeader, wire.PlayerQuery)
	}
	return wire.CheckName(name)
}

// playerName is the name a request gives: the header wins over the query.
func playerName(r *http.Request) string {
	if n := r.Header.Get(wire.PlayerHeader); n != "" {
		return n
	}
	return r.URL.Query().Get(wire.PlayerQuery)
}

// NewToken makes a player's secret: 32 bytes from crypto/rand, base64url.
func NewToken() (string, error) {
	b := make([]byte, tokenBytes)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// HashToken is what the store keeps instead of a token: its SHA-256, hex,
// so a copy of the database lets nobody submit under anyone's name.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// bearer reads the request's token: "" with no Authorization header, an
// error for one that is not "Bearer" and a token this server could have
// made (so a typo is told as such, not as someone else's name).
func bearer(r *http.Request) (string, error) {
	h := r.Header.Get("Authorization")
	if h == "" {
		return "", nil
	}
	scheme, tok, ok := strings.Cut(h, " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return "", fmt.Errorf("the Authorization header should be \"Bearer TOKEN\"")
	}
	tok = strings.TrimSpace(tok)
	if len(tok) != tokenLen {
		return "", fmt.Errorf("malformed token: want the %d characters the first submission returned", tokenLen)
	}
	if _, err := base64.RawURLEncoding.DecodeString(tok); err != nil {
		return "", fmt.Errorf("malformed token: not base64url")
	}
	return tok, nil
}
