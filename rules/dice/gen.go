package dice

import "math/bits"

// Gen is a stream's generator and draw count as a plain value, for an
// engine's innermost loop: a local Gen can live in registers for a whole
// loop where a Stream, behind a pointer, is loaded and stored on every
// draw. Take it with Stream.Gen, draw with Next, and give it back with
// Stream.SetGen before anything else draws from the stream. The draws are
// exactly Stream.Uint64's (TestGenMatchesStream).
type Gen struct{ hi, lo, draws uint64 }

// Gen is the stream's position as a value.
func (s *Stream) Gen() Gen { return Gen{s.hi, s.lo, s.draws} }

// SetGen moves the stream to g, the value Gen gave and Next advanced.
func (s *Stream) SetGen(g Gen) { s.hi, s.lo, s.draws = g.hi, g.lo, g.draws }

// Next is Stream.Uint64 on a value: the next generator and its draw.
func (g Gen) Next() (Gen, uint64) {
	hi, lo := bits.Mul64(g.lo, pcgMulLo)
	hi += g.hi*pcgMulLo + g.lo*pcgMulHi
	lo, c := bits.Add64(lo, pcgIncLo, 0)
	hi, _ = bits.Add64(hi, pcgIncHi, c)
	g = Gen{hi, lo, g.draws + 1}
	hi ^= hi >> 32
	hi *= pcgCheapMul
	hi ^= hi >> 48
	return g, hi * (lo | 1)
}
