package forwardui

import (
	"fmt"
	"strings"

	"deepwood/rules/forward"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// typeLook is a card type's frame colour, icon and printed name.
func typeLook(t forward.Type) (sprites.ColorID, sprites.Icon, string) {
	switch t {
	case forward.TypeScene:
		return sprites.ColWater, sprites.IconScene, "Scene"
	case forward.TypeItem:
		return sprites.ColForest, sprites.IconPotion, "Item"
	case forward.TypeEquipment:
		return sprites.ColCivGrey, sprites.IconSword, "Equipment"
	case forward.TypeHollow:
		return sprites.ColCivRust, sprites.IconSkull, "Hollow"
	case forward.TypeBeast:
		return sprites.ColEarth, sprites.IconPaw, "Beast"
	case forward.TypeSnare:
		return sprites.ColCivOchre, sprites.IconSnare, "Snare"
	case forward.TypePit:
		return sprites.ColEarthLight, sprites.IconPit, "Pit"
	case forward.TypeTerror:
		return sprites.ColChaosViolet, sprites.IconEye, "Terror"
	case forward.TypeBlessing:
		return sprites.ColAccent, sprites.IconSun, "Blessing"
	case forward.TypePrincess:
		return sprites.ColWaterLight, sprites.IconCrown, "Companion"
	case forward.TypeSage:
		return sprites.ColForestLight, sprites.IconBell, "Companion"
	case forward.TypeKnight:
		return sprites.ColChaosLight, sprites.IconMirror, "Mirror Knight"
	case forward.TypeDragon:
		return sprites.ColChaosViolet, sprites.IconDragon, "Dragon"
	}
	return sprites.ColPanelEdge, sprites.IconStar, "Card"
}

// cardLook is typeLook for one card: a piece of equipment shows what it
// does with the HUD's own icons, the sword for attack and the shield for
// defence (issue 27: the Mistweave Cloak was drawn with a sword).
func cardLook(c *forward.Card) (sprites.ColorID, sprites.Icon, string) {
	frame, icon, kind := typeLook(c.Type)
	if st := &c.Stats; c.Type == forward.TypeEquipment && st.ATK <= 0 && !st.Dragonbane && (st.DEF > 0 || st.Block > 0) {
		icon = sprites.IconShield
	}
	return frame, icon, kind
}

// faceOf is a card's face as the sprites package draws it.
func faceOf(c *forward.Card) sprites.CardFace {
	frame, icon, kind := cardLook(c)
	return sprites.CardFace{Name: c.Name, Kind: kind, Frame: frame, Icon: icon,
		Stats: statLine(c), Effect: effectWords(c), Flavour: c.Flavour}
}

// statLine is the numbers a card carries, short enough for a small card.
func statLine(c *forward.Card) string {
	st := &c.Stats
	var parts []string
	if st.HP > 0 {
		parts = append(parts, fmt.Sprintf("HP %d", st.HP))
	}
	if st.ATK != 0 {
		parts = append(parts, fmt.Sprintf("ATK %+d", st.ATK))
	}
	if st.DEF != 0 {
		parts = append(parts, fmt.Sprintf("DEF %+d", st.DEF))
	}
	if c.Type == forward.TypePit {
		t := st.Target
		if t == 0 {
			t = 4
		}
		parts = append(parts, fmt.Sprintf("%d+", t))
	}
	if st.Lose > 0 && c.Type != forward.TypeItem {
		parts = append(parts, fmt.Sprintf("-%d HP", st.Lose))
	}
	if st.Heal > 0 {
		parts = append(parts, fmt.Sprintf("+%d HP", st.Heal))
	}
	return strings.Join(parts, "  ")
}

// equipWords and carryWords say what finding a piece of equipment or an
// item does: where it goes, how long it lasts, and the limit of 2 each
// (RULES F33). "Equip (2 slots)" left a player to guess all three.
const (
	equipWords = "Worn as soon as found. You wear up to 2 pieces: a third makes you discard one."
	carryWords = "Kept in your pack until used. You carry up to 2 items: a third makes you discard one."
)

// effectWords says what a card does in plain words, from its effects (the
// same closed set of primitives the engine runs).
func effectWords(c *forward.Card) string {
	st := &c.Stats
	var w []string
	add := func(f string, a ...any) { w = append(w, fmt.Sprintf(f, a...)) }
	slot := "" // an equipment's or item's slot, said after what it does
	switch c.Type {
	case forward.TypeHollow, forward.TypeBeast:
		add("Fight it in a duel. Beaten, it goes to your XP.")
		if c.Type == forward.TypeHollow {
			add("Humanoid.")
		}
	case forward.TypeKnight:
		add("Fights you at once as your exact copy: your HP, ATK, DEF and modifiers, but not your items.")
	case forward.TypeDragon:
		add("HP 40 plus every card beneath it. Only the Ancient Sword can hurt it; its shield holds unless the Princess is active.")
	case forward.TypePrincess:
		add("Joins you. Give her the Gilded Bangle and she will remove the Dragon's shield.")
	case forward.TypeSage:
		add("Joins you. Give him the Ferryman's Bell and he will halve the Dragon's HP.")
	case forward.TypePit:
		t := st.Target
		if t == 0 {
			t = 4
		}
		add("Roll a d6: %d or more and you escape; otherwise lose %d HP.", t, st.Lose)
	case forward.TypeTerror:
		add("Take the loss of %d HP and gain the XP, or bury it under the Dragon.", st.Lose)
	case forward.TypeEquipment:
		slot = equipWords
	case forward.TypeItem:
		slot = carryWords
	case forward.TypeSnare:
		add("A lasting penalty until cleansed.")
	case forward.TypeBlessing:
		add("Lasts until you leave this location.")
	}
	if c.Type == forward.TypeItem && st.Lose > 0 {
		add("Costs %d HP.", st.Lose)
	}
	if st.Heal > 0 && c.Type != forward.TypePit {
		add("Heal %d.", st.Heal)
	}
	if st.Cleanse {
		add("Cleanse every snare.")
	}
	if st.MissFirst > 0 {
		if st.MissFirst == 1 {
			add("Your first roll each fight is a Miss.")
		} else {
			add("Your first %d rolls each fight are Misses.", st.MissFirst)
		}
	}
	if st.DoubleFirstHit {
		add("The first damaging hit you take each fight is doubled.")
	}
	if st.Drain > 0 {
		add("Lose %d HP at the start of each map turn.", st.Drain)
	}
	if st.HitOnOne {
		add("Your 1 counts as a Hit.")
	}
	if st.Block > 0 {
		add("When hurt, roll a d6: on 1-%d the damage is blocked.", st.Block)
	}
	if st.TrueDamage > 0 {
		add("In a fight: deal %d damage, ignoring ATK and DEF.", st.TrueDamage)
	}
	if st.FightBonus > 0 {
		add("Before a fight's first roll: your hits deal +%d this fight.", st.FightBonus)
	}
	if st.Phoenix > 0 {
		add("When you would reach 0 HP, heal %d instead.", st.Phoenix)
	}
	if st.SlayHumanoid {
		add("In a fight with a Hollow: defeat it at once.")
	}
	if st.Dragonbane {
		add("The only thing that can hurt the Dragon.")
	}
	if st.GiftPrincess {
		add("Give it to the Ghostly Princess to activate her.")
	}
	if st.GiftSage {
		add("Give it to the Sage to activate him.")
	}
	if slot != "" {
		w = append(w, slot)
	}
	return strings.Join(w, " ")
}

var resultWords = [...]string{"Miss", "Parry", "Hit", "Crit", "Counter"}

// resultWord is a duel result as the duel screen prints it.
func resultWord(r forward.Result) string { return ui.Entry(resultWords[:], r, "?") }

// namedWords are the log lines that say no more than the event's card's
// name (the %s).
var namedWords = map[forward.EventKind]string{
	forward.EvLocationEntered: "You arrive at %s.",
	forward.EvFlipped:         "You flip %s.",
	forward.EvItemTaken:       "You take %s.",
	forward.EvEquipped:        "You equip %s.",
	forward.EvDiscarded:       "You discard %s to XP.",
	forward.EvSnareActive:     "Snared: %s.",
	forward.EvSnareCleansed:   "%s is cleansed.",
	forward.EvBlessingActive:  "Blessed: %s.",
	forward.EvCompanionJoined: "%s joins you.",
	forward.EvCompanionActive: "%s is activated.",
	forward.EvItemUsed:        "You use %s.",
	forward.EvFightStarted:    "%s attacks!",
	forward.EvMonsterDefeated: "%s is slain.",
	forward.EvBuried:          "%s is buried beneath the Dragon.",
	forward.EvStalemate:       "Neither can wound the other: %s withdraws.",
}

// plainWords are the log lines that are the same whatever the event says.
var plainWords = map[forward.EventKind]string{
	forward.EvSlotFull:        "Your slots are full: discard one.",
	forward.EvDrowning:        "Drowning Pull: your next flip will be buried.",
	forward.EvLocationCleared: "Location cleared: its card goes to your XP.",
	forward.EvShieldDown:      "The Princess gives herself: the Dragon's shield falls.",
	forward.EvWon:             "The Dragon of Chaos falls. You win!",
	forward.EvLost:            "You fall.",
}

// describe is an event as one line of the run's log, or "" for events not
// worth a line.
func describe(d *forward.Data, e forward.Event) string {
	name := func() string {
		if int(e.Card) < len(d.Cards) {
			return d.Cards[e.Card].Name
		}
		return ""
	}
	if f, ok := namedWords[e.Kind]; ok {
		if name() == "" {
			return "" // a card the runner never saw face up (forward.Hidden)
		}
		return fmt.Sprintf(f, name())
	}
	if line, ok := plainWords[e.Kind]; ok {
		return line
	}
	switch e.Kind {
	case forward.EvMists:
		if e.Flag {
			return fmt.Sprintf("Lost in the Mists: rolled %d, you wander to space %d.", e.Value, e.Cell)
		}
		return fmt.Sprintf("Lost in the Mists: rolled %d, you keep your way.", e.Value)
	case forward.EvItemStolen:
		if e.Flag {
			return fmt.Sprintf("Thieves! Rolled %d: %s is stolen.", e.Value, name())
		}
		return fmt.Sprintf("Thieves? Rolled %d: you keep %s.", e.Value, name())
	case forward.EvPitRolled:
		if e.Flag {
			return fmt.Sprintf("%s: rolled %d, needed %d+. You escape.", name(), e.Value, e.Target)
		}
		return fmt.Sprintf("%s: rolled %d, needed %d+. You fall.", name(), e.Value, e.Target)
	case forward.EvTerrorRevealed:
		return fmt.Sprintf("%s! Take %d HP loss, or bury it.", name(), e.Value)
	case forward.EvPhoenix:
		return fmt.Sprintf("%s: you rise with %d HP.", name(), e.Value)
	case forward.EvRotRolled:
		if e.Flag {
			return fmt.Sprintf("Creeping Rot: rolled %d, you lose 1 HP.", e.Value)
		}
		return fmt.Sprintf("Creeping Rot: rolled %d, no harm.", e.Value)
	case forward.EvLocationLeft:
		if e.Value > 0 {
			return fmt.Sprintf("You move on; %d cards are buried.", e.Value)
		}
		return "You move on."
	case forward.EvDragonHP:
		return fmt.Sprintf("The Dragon of Chaos: 40 + %d beneath = %d HP.", e.Damage.Extra, e.Value)
	case forward.EvSageHalved:
		return fmt.Sprintf("The Sage gives himself: Dragon HP %d -> %d.", e.From, e.Value)
	case forward.EvDoomed:
		return "The run can no longer be won: " + e.Cause.String() + "."
	}
	return ""
}
