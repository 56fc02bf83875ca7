package dice

import (
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// Stream is one named sequence of random numbers. Each stream is its own PCG
// generator seeded from the run seed and its name, so drawing from "duel"
// never shifts what "layout" deals. The generator is math/rand/v2's PCG
// (128-bit LCG, DXSM output), its state held here as hi and lo so that
// Uint64 is small enough to inline into the engines' hot loops; its saved
// form is still rand.PCG's. TestPCGMatchesLibrary holds it to rand.PCG.
type Stream struct {
	name   string
	hi, lo uint64
	draws  uint64
	log    *Log
}

// The constants of rand.PCG: its 128-bit multiplier and increment, and
// DXSM's multiplier.
const (
	pcgMulHi    = 2549297995355413924
	pcgMulLo    = 4865540595714422341
	pcgIncHi    = 6364136223846793005
	pcgIncLo    = 1442695040888963407
	pcgCheapMul = 0xda942042e4dd58b5
)

// NewStream derives the stream called name from a run seed.
func NewStream(seed Seed, name string) *Stream {
	s := &Stream{}
	initStream(s, seed, name)
	return s
}

// initStream sets s to the start of the stream called name, so a Set can
// keep its streams in its own storage.
func initStream(s *Stream, seed Seed, name string) {
	h := fnv64(name)
	*s = Stream{name: name, hi: mix64(uint64(seed) ^ h), lo: mix64(h + 0x9e3779b97f4a7c15*uint64(seed+1))}
}

// pcg is the stream's generator as math/rand/v2 holds it, for saving.
func (s *Stream) pcg() *rand.PCG { return rand.NewPCG(s.hi, s.lo) }

// Name is the stream's name, as shown in the roll log.
func (s *Stream) Name() string { return s.name }

// Draws counts numbers taken, which helps explain a desync.
func (s *Stream) Draws() uint64 { return s.draws }

// SetLog makes every die rolled on this stream appear in l (nil stops it).
func (s *Stream) SetLog(l *Log) { s.log = l }

// Uint64 is the raw draw every other method builds on: rand.PCG's Uint64,
// the state times the multiplier plus the increment, then DXSM.
func (s *Stream) Uint64() uint64 {
	s.draws++
	hi, lo := bits.Mul64(s.lo, pcgMulLo)
	hi += s.hi*pcgMulLo + s.lo*pcgMulHi
	lo, c := bits.Add64(lo, pcgIncLo, 0)
	hi, _ = bits.Add64(hi, pcgIncHi, c)
	s.hi, s.lo = hi, lo
	hi ^= hi >> 32
	hi *= pcgCheapMul
	hi ^= hi >> 48
	return hi * (lo | 1)
}

// IntN returns a uniform integer in [0, n) by Lemire's multiply-and-reject,
// written here so the sequence is pinned by this package, not a library's
// choice of algorithm. It panics for n <= 0, which is a programming error.
func (s *Stream) IntN(n int) int {
	if n <= 0 {
		panic("dice: IntN of a non-positive bound")
	}
	bound := uint64(n)
	hi, lo := bits.Mul64(s.Uint64(), bound)
	if lo < bound {
		threshold := -bound % bound
		for lo < threshold {
			hi, lo = bits.Mul64(s.Uint64(), bound)
		}
	}
	return int(hi)
}

// Shuffle permutes n elements with Fisher–Yates, calling swap as it goes.
func (s *Stream) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		j := s.IntN(i + 1)
		swap(i, j)
	}
}

// Roll throws one die and records it in the log, if any.
func (s *Stream) Roll(d Die) int {
	if d < D4 || d > D12 {
		panic(fmt.Sprintf("dice: unknown die %d", d))
	}
	v := s.IntN(int(dieSides[d])) + int(dieLow[d])
	if s.log != nil {
		s.log.add(Roll{Stream: s.name, Die: d, Value: v})
	}
	return v
}

// D4 rolls 1–4.
func (s *Stream) D4() int { return s.Roll(D4) }

// D6 rolls 1–6. Unlogged, it is Roll(D6) written out, IntN(6)'s
// multiply-and-reject without the two calls (a low word below 2^64 mod 6,
// which is 4, is drawn again), as the engines roll it every few actions;
// TestD6MatchesRoll holds it to Roll.
func (s *Stream) D6() int {
	if s.log != nil {
		return s.Roll(D6)
	}
	for {
		if hi, lo := bits.Mul64(s.Uint64(), 6); lo >= 4 {
			return int(hi) + 1
		}
	}
}

// D8 rolls 1–8.
func (s *Stream) D8() int { return s.Roll(D8) }

// D10 rolls 0–9, read as the seed's tables read it.
func (s *Stream) D10() int { return s.Roll(D10) }

// D12 rolls 1–12.
func (s *Stream) D12() int { return s.Roll(D12) }

// TwoD6 rolls two six-sided dice and keeps them apart, because doubles matter.
func (s *Stream) TwoD6() (int, int) { return s.D6(), s.D6() }

// Checksum is a short fingerprint of the stream's position, used by replays
// to catch a desync at the first wrong line.
func (s *Stream) Checksum() uint32 {
	b, _ := s.pcg().MarshalBinary()
	h := fnv64(s.name + string(b))
	return uint32(h ^ h>>32)
}

type streamJSON struct {
	Name  string `json:"name"`
	State string `json:"state"`
	Draws uint64 `json:"draws"`
}

// MarshalJSON saves the stream's exact position so a saved state resumes the
// same sequence.
func (s *Stream) MarshalJSON() ([]byte, error) {
	b, err := s.pcg().MarshalBinary()
	if err != nil {
		return nil, err
	}
	return json.Marshal(streamJSON{Name: s.name, State: hex.EncodeToString(b), Draws: s.draws})
}

// UnmarshalJSON restores a stream saved by MarshalJSON.
func (s *Stream) UnmarshalJSON(data []byte) error {
	var j streamJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	b, err := hex.DecodeString(j.State)
	if err != nil {
		return fmt.Errorf("stream %q: state is not hex: %w", j.Name, err)
	}
	var p rand.PCG
	if err := p.UnmarshalBinary(b); err != nil {
		return fmt.Errorf("stream %q: %w", j.Name, err)
	}
	// UnmarshalBinary has checked the form: "pcg:", then hi and lo.
	s.name, s.draws = j.Name, j.Draws
	s.hi, s.lo = binary.BigEndian.Uint64(b[4:]), binary.BigEndian.Uint64(b[12:])
	return nil
}

// Clone copies the stream's position (the log is not shared), so engines can
// copy states without sharing a generator.
func (s *Stream) Clone() *Stream {
	c := *s
	c.log = nil
	return &c
}
