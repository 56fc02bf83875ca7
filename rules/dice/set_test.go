package dice

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// TestSetRoomMatchesNewStream holds the streams a Set keeps in its own
// storage, and those past it, to NewStream's, through Clone, Reset and
// JSON, and checks the set stays sorted whatever order names come in.
func TestSetRoomMatchesNewStream(t *testing.T) {
	names := []string{"m", "c", "x", "a", "q", "b", "z", "k", "d", "y", "e", "n"}
	set := NewSet(77)
	for round := 0; round < 3; round++ {
		for i, n := range names {
			for j := 0; j <= i%4; j++ {
				set.Get(n).Uint64()
			}
		}
	}
	for i, n := range names {
		ref := NewStream(77, n)
		for j := 0; j < 3*(i%4+1); j++ {
			ref.Uint64()
		}
		if got, want := set.Get(n).Uint64(), ref.Uint64(); got != want {
			t.Fatalf("stream %q: %d, want %d", n, got, want)
		}
	}
	for i := 1; i < len(set.streams); i++ {
		if set.streams[i-1].name >= set.streams[i].name {
			t.Fatalf("streams out of order: %q before %q", set.streams[i-1].name, set.streams[i].name)
		}
	}
	c := set.Clone()
	a, _ := json.Marshal(set)
	b, _ := json.Marshal(c)
	if string(a) != string(b) || c.Checksum() != set.Checksum() {
		t.Fatal("clone differs")
	}
	c.Get("m").D6()
	if c.Checksum() == set.Checksum() {
		t.Fatal("clone shares a stream with its original")
	}
	var r Set
	r.Get("x").D6()
	r.Reset(77)
	if r.Get("x").Uint64() != NewStream(77, "x").Uint64() || len(r.streams) != 1 {
		t.Fatal("Reset did not start afresh")
	}
	if len(set.streams) != len(names) {
		t.Fatalf("%d streams, want %d", len(set.streams), len(names))
	}
}

// TestPCGMatchesLibrary: Stream's own PCG draws what math/rand/v2's PCG
// draws from the same state, and saves in its form.
func TestPCGMatchesLibrary(t *testing.T) {
	for seed := Seed(0); seed < 200; seed++ {
		s := NewStream(seed*7919, "pcg")
		ref := rand.NewPCG(s.hi, s.lo)
		for i := 0; i < 500; i++ {
			if got, want := s.Uint64(), ref.Uint64(); got != want {
				t.Fatalf("seed %d draw %d: %x, rand.PCG %x", seed, i, got, want)
			}
		}
		a, _ := s.pcg().MarshalBinary()
		b, _ := ref.MarshalBinary()
		if string(a) != string(b) {
			t.Fatalf("seed %d: saved state %x, rand.PCG %x", seed, a, b)
		}
		data, _ := json.Marshal(s)
		var back Stream
		if err := json.Unmarshal(data, &back); err != nil || back.Uint64() != ref.Uint64() {
			t.Fatalf("seed %d: the saved stream does not resume (%v)", seed, err)
		}
	}
}

// TestGenMatchesStream: a Gen taken from a stream draws what the stream
// draws, and giving it back leaves the stream where the draws left it.
func TestGenMatchesStream(t *testing.T) {
	for seed := Seed(0); seed < 50; seed++ {
		a, b := NewStream(seed, "duel"), NewStream(seed, "duel")
		g := b.Gen()
		for i := 0; i < 300; i++ {
			var x uint64
			g, x = g.Next()
			if want := a.Uint64(); x != want {
				t.Fatalf("seed %d draw %d: %x, Stream %x", seed, i, x, want)
			}
		}
		b.SetGen(g)
		if *a != *b {
			t.Fatalf("seed %d: after SetGen %+v, Stream %+v", seed, *b, *a)
		}
	}
}

// TestAfterMatchesCompare: after, Get's first-byte shortcut, orders names
// as string comparison does, shared prefixes and empty names included,
// and a set fed such names in any order stays sorted.
func TestAfterMatchesCompare(t *testing.T) {
	names := []string{"", "l", "location", "locations", "location-effects", "deck", "duel", "pit", "pi", "z", "a", "dd"}
	for _, a := range names {
		for _, b := range names {
			if got, want := after(a, b), a > b; got != want {
				t.Fatalf("after(%q, %q) = %v, want %v", a, b, got, want)
			}
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for k := 0; k < 50; k++ {
		set := NewSet(Seed(k))
		for _, i := range r.Perm(len(names)) {
			set.Get(names[i])
			set.Get(names[r.IntN(len(names))])
		}
		for i := 1; i < len(set.streams); i++ {
			if set.streams[i-1].name >= set.streams[i].name {
				t.Fatalf("streams out of order: %q before %q", set.streams[i-1].name, set.streams[i].name)
			}
		}
		if len(set.streams) != len(names) {
			t.Fatalf("%d streams, want %d", len(set.streams), len(names))
		}
	}
}
