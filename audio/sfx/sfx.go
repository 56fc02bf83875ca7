// Package sfx is Deepwood's catalogue of sound effects: a typed ID for every
// event a player should hear, a recipe that synthesizes each one from the
// synth package, and a Bank that renders each effect once (in a few seeded
// variations, so repeated card flips and dice are not identical) and caches
// it for the mixer. It imports no ebiten.
package sfx

import (
	"math"
	"sync"

	"deepwood/audio/synth"
)

// ID names one effect. The zero ID is None and plays nothing, so a scene can
// leave a sound unset.
type ID uint8

// The effects, grouped by where they are heard.
const (
	None ID = iota
	// Forward: cards, dice, duels, items, companions, the Dragon.
	CardFlip
	RevealMonster
	RevealItem
	RevealEquipment
	RevealSnare
	RevealBlessing
	RevealTerror
	RevealPit
	RevealScene
	Companion
	DiceRoll
	DiceLand
	Miss
	Parry
	Hit
	Crit
	Counter
	Damage
	Heal
	ItemUse
	ShieldBreak
	DragonRoar
	DragonFire
	// I am the Forest.
	Encroach
	HexTaken
	HexLost
	Doubles
	Grow
	// Mass Combat.
	TroopsMove
	Bowmen
	Clash
	Rout
	// Every mode.
	Victory
	Defeat
	MenuMove
	MenuConfirm
	MenuBack
	MenuDeny
	// Count is the number of IDs, None included.
	Count
)

// info is an effect's fixed description: its file name, how many seeded
// variations to cache, how far it ducks the music, its peak level and its
// recipe.
type info struct {
	name     string
	variants int
	duckDB   float64
	peakDB   float64
	recipe   recipe
}

// recipe synthesizes an effect: play plays it into a silent buffer of the
// effect's length in seconds (Render makes the buffer).
type recipe struct {
	seconds float64
	play    func(b synth.Buf, j jitter)
}

// jitter is what a recipe may vary between variations: a pitch factor near 1
// and a seed for noise and small choices.
type jitter struct {
	p    float64
	seed uint64
	rng  synth.Noise
}

// f returns a uniform value in [lo, hi) from the variation's generator.
func (j *jitter) f(lo, hi float64) float64 { return lo + (hi-lo)*j.rng.Float() }

// catalogue is every effect's description, indexed by ID. It is filled once
// at package initialisation and only read afterwards.
var catalogue [Count]info

func init() {
	for id, in := range recipes() {
		catalogue[id] = in
	}
}

// All lists every playable effect in ID order.
func All() []ID {
	ids := make([]ID, 0, Count-1)
	for id := ID(1); id < Count; id++ {
		ids = append(ids, id)
	}
	return ids
}

// Name is the effect's short name, used for WAV files (sfx-<name>.wav).
func (id ID) Name() string {
	if id == None || id >= Count {
		return "none"
	}
	return catalogue[id].name
}

// String is Name, so IDs print readably.
func (id ID) String() string { return id.Name() }

// Variants is how many seeded variations of the effect are cached.
func (id ID) Variants() int {
	if id == None || id >= Count {
		return 0
	}
	return catalogue[id].variants
}

// Duck is the linear gain the music drops to while this effect plays (1 for
// effects that do not duck), so important moments cut through.
func (id ID) Duck() float32 {
	if id == None || id >= Count || catalogue[id].duckDB == 0 {
		return 1
	}
	return float32(synth.FromDB(catalogue[id].duckDB))
}

// Render synthesizes variation v of an effect from scratch. It is
// deterministic: the same ID and variation give the same samples.
func Render(id ID, v int) []float32 {
	if id == None || id >= Count {
		return nil
	}
	in := catalogue[id]
	seed := uint64(id)*7919 + uint64(v)*104729
	j := jitter{seed: seed, rng: synth.NewNoise(seed)}
	j.p = 1
	if in.variants > 1 {
		j.p = math.Exp2((j.f(-1, 1)) * 0.6 / 12) // within ±0.6 semitone
	}
	b := synth.NewBuf(in.recipe.seconds)
	in.recipe.play(b, j)
	return b.Finish(in.peakDB)
}

// maxVariants is the most variations any effect caches.
const maxVariants = 4

// Bank caches rendered effects. Get renders a variation the first time it
// is asked for; Warm renders one more variation per call, so a game can
// spread the work over its first ticks (the browser has one thread, so there
// is no background rendering, and the longest single render is about 40 ms
// there). Get is safe for concurrent use; Warm must be called from one
// goroutine.
type Bank struct {
	entries [Count][maxVariants]bankEntry
	nextID  ID
	nextV   int
}

type bankEntry struct {
	once sync.Once
	buf  []float32
}

// Get returns variation v (modulo the variation count) of an effect,
// rendering it on first use. The returned buffer is shared and must not be
// modified.
func (b *Bank) Get(id ID, v int) []float32 {
	if id == None || id >= Count {
		return nil
	}
	v %= id.Variants()
	e := &b.entries[id][v]
	e.once.Do(func() { e.buf = Render(id, v) })
	return e.buf
}

// Warm renders the next variation not yet cached and reports whether any
// remain; call it once per tick until it returns false.
func (b *Bank) Warm() bool {
	if b.nextID == None {
		b.nextID = 1
	}
	if b.nextID >= Count {
		return false
	}
	b.Get(b.nextID, b.nextV)
	if b.nextV++; b.nextV >= b.nextID.Variants() {
		b.nextID, b.nextV = b.nextID+1, 0
	}
	return b.nextID < Count
}
