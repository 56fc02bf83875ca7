package dice

import (
	"encoding/json"
	"fmt"
	"sort"
)

// Set is every stream of one run, created on first use and kept sorted by
// name, so its checksum and JSON never depend on map order or on which
// stream happened to be touched first.
type Set struct {
	seed    Seed
	streams []*Stream
}

// NewSet starts the streams of a run.
func NewSet(seed Seed) *Set { return &Set{seed: seed} }

// Seed is the run seed the streams derive from.
func (s *Set) Seed() Seed { return s.seed }

// Get returns the named stream, creating it at its start if it is new.
func (s *Set) Get(name string) *Stream {
	i := sort.Search(len(s.streams), func(i int) bool { return s.streams[i].name >= name })
	if i < len(s.streams) && s.streams[i].name == name {
		return s.streams[i]
	}
	st := NewStream(s.seed, name)
	s.streams = append(s.streams, nil)
	copy(s.streams[i+1:], s.streams[i:])
	s.streams[i] = st
	return st
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
	c := &Set{seed: s.seed, streams: make([]*Stream, len(s.streams))}
	for i, st := range s.streams {
		c.streams[i] = st.Clone()
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
