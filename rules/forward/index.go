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
}
