package forward

// cardUse is what spending an item can do, one byte per card, so the legal
// list, the stalemate check and the Phoenix look-up read a byte instead of
// a card's whole record on every action and every duel round.
type cardUse uint8

// The use bits. A card has useMap or useFight only when Card.usable says
// the player can spend it by choice.
const (
	useMap     cardUse = 1 << iota // usable on a map turn: no fight-only effect
	useFight                       // usable in a fight, unless the foe rules it out
	useTrue                        // true damage: never against the Dragon
	useBonus                       // fight bonus: only before a fight's first roll
	useSlay                        // slays a Humanoid (Hollow) only
	usePhoenix                     // fires by itself at 0 HP
	useDoom                        // a card the doom check follows (see doomCached)
	useDrain                       // drains HP at every map turn while in play (a snare)
)

// index fills the per-card tables from the loaded cards. The tables are
// indexed by CardID, a byte, so they need no bounds checks; NoCard and ids
// past the deck read as an unusable card of type 0.
func (d *Data) index() {
	d.use = [256]cardUse{}
	d.typ = [256]Type{}
	for i := range d.Cards {
		c := &d.Cards[i]
		st := &c.Stats
		d.typ[i] = c.Type
		var u cardUse
		if c.usable() {
			u |= useFight
			if st.TrueDamage == 0 && st.FightBonus == 0 && !st.SlayHumanoid {
				u |= useMap
			}
		}
		if st.TrueDamage > 0 {
			u |= useTrue
		}
		if st.FightBonus > 0 {
			u |= useBonus
		}
		if st.SlayHumanoid {
			u |= useSlay
		}
		if st.Phoenix > 0 {
			u |= usePhoenix
		}
		if st.Drain > 0 {
			u |= useDrain
		}
		d.use[i] = u
	}
	for _, c := range [...]CardID{d.Sword, d.Bangle, d.Princess, d.Sage, d.Knight} {
		d.use[c] |= useDoom
	}
	d.packMods()
}

// cardMods is a card's ongoing modifiers as foldStats sums them: ATK, DEF,
// MissFirst and Drain as four signed 16-bit lanes of one word, so one add
// sums all four, with the Mirrored Shield's block and the flags beside.
// The player's piles hold at most 256 cards (a CardID is a byte), so with
// every value within ±modLimit no lane's total leaves the int16 range and
// the lanes read back exactly; packMods packs only such data.
type cardMods struct {
	sum   uint64
	block int32
	flags uint8
}

// The cardMods flags.
const (
	modDouble   = 1 << iota // DoubleFirstHit
	modHitOnOne             // HitOnOne
	modSword                // Dragonbane
)

// modLimit bounds a packed value: 256 cards of 127 stay below 32768.
const modLimit = 127

// packMods fills d.mods and sets d.packed, or leaves packed unset (and
// foldStats on its plain sum) when a card's value is out of modLimit.
func (d *Data) packMods() {
	d.mods, d.packed = [256]cardMods{}, false
	for i := range d.Cards {
		st := &d.Cards[i].Stats
		var sum uint64
		for k, v := range [...]int{st.ATK, st.DEF, st.MissFirst, st.Drain} {
			if v < -modLimit || v > modLimit {
				return
			}
			sum += uint64(v) << (16 * k)
		}
		if st.Block < -modLimit || st.Block > modLimit {
			return
		}
		m := cardMods{sum: sum, block: int32(st.Block)}
		if st.DoubleFirstHit {
			m.flags |= modDouble
		}
		if st.HitOnOne {
			m.flags |= modHitOnOne
		}
		if st.Dragonbane {
			m.flags |= modSword
		}
		d.mods[i] = m
	}
	d.packed = true
}

// addMods adds the packed modifiers of the cards ids to a running sum,
// the block's maximum and the flags, all values so they stay in registers.
func addMods(mods *[256]cardMods, ids []CardID, sum uint64, block int32, flags uint8) (uint64, int32, uint8) {
	for _, id := range ids {
		m := &mods[id]
		sum += m.sum
		block = max(block, m.block)
		flags |= m.flags
	}
	return sum, block, flags
}

// unpackMods writes a packed sum into p, lane by lane: each lane is read
// as an int16 and taken off before the shift, which undoes the borrow a
// negative lane took from the lanes above it.
func unpackMods(p *PlayerStats, sum uint64, block int32, flags uint8) {
	atk := int(int16(sum))
	sum = (sum - uint64(atk)) >> 16
	def := int(int16(sum))
	sum = (sum - uint64(def)) >> 16
	miss := int(int16(sum))
	sum = (sum - uint64(miss)) >> 16
	p.ATK, p.DEF, p.MissFirst, p.Drain = atk, max(def, 0), miss, int(int16(sum))
	p.Block = int(block)
	p.DoubleFirst = flags&modDouble != 0
	p.HitOnOne = flags&modHitOnOne != 0
	p.Sword = flags&modSword != 0
}
