package game

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
)

// Fingerprint hashes a state's canonical JSON to a short hex string:
// two states with the same fingerprint play on identically, and golden
// tests compare them across platforms.
func Fingerprint(state any) string {
	b, err := json.Marshal(state)
	if err != nil {
		return "error:" + err.Error()
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:8])
}
