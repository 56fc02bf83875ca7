package game

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
)

// Restore reads a state saved with json.Marshal (its whole truth, dice
// positions included), refusing one made with other data than this
// build's: rulesOf is the data fingerprint the state was made with, and
// data names that data in the refusal ("card data").
func Restore[S any](b []byte, rulesOf func(*S) string, fingerprint, data string) (*S, error) {
	s := new(S)
	if err := json.Unmarshal(b, s); err != nil {
		return nil, err
	}
	if made := rulesOf(s); made != fingerprint {
		return nil, fmt.Errorf("state was made with %s %s; this is %s", data, made, fingerprint)
	}
	return s, nil
}

// Sound refuses a restored state whose invariants are broken, naming the
// first.
func Sound(broken []string) error {
	if len(broken) > 0 {
		return fmt.Errorf("state breaks the rules: %s", broken[0])
	}
	return nil
}

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
