// Package dice holds the seeded random streams every rules engine draws from,
// the seed codes players read aloud, and the dice themselves. Nothing here
// reads the clock or global random state, so a seed means the same thing on
// every platform.
package dice

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"deepwood/rules/quote"
)

// Seed is the 40-bit value behind a seed code; 40 bits keep codes to eight
// characters while leaving a trillion dungeons.
type Seed uint64

// seedBits is how many bits a seed code carries: 8 characters of 5 bits.
const seedBits = 40

// codeAlphabet is Crockford's base 32: digits and letters without I, L, O and
// U, so a code survives being read aloud, handwritten or misheard.
const codeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// maxSeedText bounds free text hashed into a seed, so a pasted novel is an
// error rather than a surprise.
const maxSeedText = 200

// Code renders the seed as XXXX-XXXX.
func (s Seed) Code() string {
	var b [9]byte
	v := uint64(s) & (1<<seedBits - 1)
	for i := 8; i >= 0; i-- {
		if i == 4 {
			b[i] = '-'
			continue
		}
		b[i] = codeAlphabet[v&31]
		v >>= 5
	}
	return string(b[:])
}

// String makes seeds print as their code.
func (s Seed) String() string { return s.Code() }

// SeedError explains why a typed seed was refused, naming the character.
type SeedError struct {
	Text     string
	Position int // 1-based character position, 0 when not about one character
	Reason   string
}

func (e *SeedError) Error() string {
	if e.Position > 0 {
		return fmt.Sprintf("seed %s: character %d %s", quote.Short(e.Text), e.Position, e.Reason)
	}
	return fmt.Sprintf("seed %s: %s", quote.Short(e.Text), e.Reason)
}

// ParseSeed reads what a player typed. Text shaped like a code (eight
// characters, optionally split 4-4 by a dash or space) must be a valid code;
// Crockford's look-alikes O, I and L are read as 0, 1 and 1, and case does not
// matter. Any other text is hashed to a seed, so "my birthday" is a seed too.
func ParseSeed(text string) (Seed, error) {
	trimmed := strings.TrimSpace(text)
	if trimmed == "" {
		return 0, &SeedError{Text: text, Reason: "is empty"}
	}
	if !utf8.ValidString(trimmed) {
		return 0, &SeedError{Text: text, Reason: "is not valid UTF-8 text"}
	}
	if n := utf8.RuneCountInString(trimmed); n > maxSeedText {
		return 0, &SeedError{Text: text, Reason: fmt.Sprintf("is %d characters long; at most %d", n, maxSeedText)}
	}
	for i, r := range []rune(trimmed) {
		if unicode.IsControl(r) {
			return 0, &SeedError{Text: text, Position: i + 1, Reason: "is a control character"}
		}
	}
	if looksLikeCode(trimmed) {
		return parseCode(trimmed)
	}
	return HashText(trimmed), nil
}

// looksLikeCode is true for eight letters and digits, or two groups of four
// split by one dash or space: the shapes a player copies from a code.
func looksLikeCode(s string) bool {
	switch len(s) {
	case 8:
		return isAlnum(s)
	case 9:
		return (s[4] == '-' || s[4] == ' ') && isAlnum(s[:4]) && isAlnum(s[5:])
	}
	return false
}

func isAlnum(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

func parseCode(s string) (Seed, error) {
	var v uint64
	for i := 0; i < len(s); i++ {
		if i == 4 && len(s) == 9 {
			continue
		}
		c := s[i]
		if c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		switch c {
		case 'O':
			c = '0'
		case 'I', 'L':
			c = '1'
		}
		d := strings.IndexByte(codeAlphabet, c)
		if d < 0 {
			return 0, &SeedError{Text: s, Position: i + 1, Reason: fmt.Sprintf("(%q) is not used in seed codes", s[i])}
		}
		v = v<<5 | uint64(d)
	}
	return Seed(v), nil
}

// HashText turns free text into a seed; case and surrounding space are
// ignored so "Dragon" and "dragon " deal the same dungeon.
func HashText(text string) Seed {
	h := fnv64(strings.ToLower(strings.TrimSpace(text)))
	return Seed(mix64(h) & (1<<seedBits - 1))
}

// DailySeed is the seed everyone plays on one UTC date; the caller supplies
// the date so the rules never read a clock.
func DailySeed(year, month, day int) Seed {
	return HashText(fmt.Sprintf("daily:%04d-%02d-%02d", year, month, day))
}

// fnv64 is FNV-1a, chosen because it is tiny, stable and specified.
func fnv64(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

// mix64 is SplitMix64's finaliser: it spreads FNV's weak low bits.
func mix64(z uint64) uint64 {
	z ^= z >> 30
	z *= 0xbf58476d1ce4e5b9
	z ^= z >> 27
	z *= 0x94d049bb133111eb
	z ^= z >> 31
	return z
}

// Next is the seed i steps after s, wrapping within the 40 bits of a code:
// the order a seed catalog walks.
func (s Seed) Next(i int) Seed {
	return Seed((uint64(s) + uint64(i)) & (1<<seedBits - 1))
}
