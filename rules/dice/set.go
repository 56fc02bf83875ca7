package dice

import (
	"encoding/json"
	"fmt"
)

// Set is every stream of one run, created on first use and kept sorted by
// name, so its checksum and JSON never depend on map order or on which
// stream happened to be touched first. Its first setRoom streams live in
// the set's own storage, so a run's dice are one allocation rather than
// one per stream plus a growing list: a simulated run used to spend most
// of its allocations here. A Set holds pointers into itself, so it is
// used through a pointer and never copied.
type Set struct {
	seed    Seed
	streams []*Stream
	used    int // streams of room taken
	room    [setRoom]Stream
	ptrs    [setRoom]*Stream
}

// setRoom is how many streams a set stores without allocating: every mode
// so far uses at most about this many.
const setRoom = 8

// NewSet starts the streams of a run.
func NewSet(seed Seed) *Set { return &Set{seed: seed} }

// Reset makes s a fresh set for seed, as NewSet would, reusing its storage,
// so an engine can keep its set inside an allocation it makes anyway.
func (s *Set) Reset(seed Seed) {
	*s = Set{seed: seed}
}

// Seed is the run seed the streams derive from.
func (s *Set) Seed() Seed { return s.seed }

// Get returns the named stream, creating it at its start if it is new.
// Sets hold a handful of streams, so a linear scan beats a binary search's
// closure; callers on a hot path keep the stream rather than ask again.
func (s *Set) Get(name string) *Stream {
	i := 0
	for ; i < len(s.streams); i++ {
		n := s.streams[i].name
		if n == name {
			return s.streams[i]
		}
		if after(n, name) {
			break
		}
	}
	var st *Stream
	if s.used < setRoom {
		st = &s.room[s.used]
		s.used++
		initStream(st, s.seed, name)
	} else {
		st = NewStream(s.seed, name)
	}
	if s.streams == nil {
		s.streams = s.ptrs[:0]
	}
	s.streams = append(s.streams, nil)
	for j := len(s.streams) - 1; j > i; j-- { // a few pointers: no copy call
		s.streams[j] = s.streams[j-1]
	}
	s.streams[i] = st
	return st
}

// after reports whether stream name a sorts after b. Names mostly differ
// in their first byte, which answers without a call to compare strings.
func after(a, b string) bool {
	if len(a) > 0 && len(b) > 0 && a[0] != b[0] {
		return a[0] > b[0]
	}
	return a > b
}

// Checksum folds every stream's position into 32 bits.
func (s *Set) Checksum() uint32 {
	h := uint32(2166136261)
	for _, st := range s.streams {
		h ^= st.Checksum()
		h *= 16777619
	}
	return h
}

// Clone copies every stream's position.
func (s *Set) Clone() *Set {
	c := &Set{seed: s.seed}
	c.streams = c.ptrs[:0]
	for _, st := range s.streams {
		var n *Stream
		if c.used < setRoom {
			n = &c.room[c.used]
			c.used++
			*n = *st
			n.log = nil
		} else {
			n = st.Clone()
		}
		c.streams = append(c.streams, n)
	}
	return c
}

type setJSON struct {
	Seed    string    `json:"seed"`
	Streams []*Stream `json:"streams"`
}

// MarshalJSON saves the seed code and each stream's position.
func (s *Set) MarshalJSON() ([]byte, error) {
	return json.Marshal(setJSON{Seed: s.seed.Code(), Streams: s.streams})
}

// UnmarshalJSON restores a set saved by MarshalJSON.
func (s *Set) UnmarshalJSON(data []byte) error {
	var j setJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	seed, err := ParseSeed(j.Seed)
	if err != nil {
		return err
	}
	for i := 1; i < len(j.Streams); i++ {
		if j.Streams[i-1].name >= j.Streams[i].name {
			return fmt.Errorf("streams out of order at %q", j.Streams[i].name)
		}
	}
	s.seed, s.streams = seed, j.Streams
	return nil
}
