package audio

import (
	"deepwood/audio/music"
	"deepwood/audio/sfx"
)

// Sfx names a sound effect; pass one to Player.Play. The zero value plays
// nothing.
type Sfx = sfx.ID

// The effects, by the event that plays them.
const (
	SfxNone = sfx.None
	// Forward.
	SfxCardFlip        = sfx.CardFlip        // a card turned over
	SfxRevealMonster   = sfx.RevealMonster   // a monster card revealed
	SfxRevealItem      = sfx.RevealItem      // an item card
	SfxRevealEquipment = sfx.RevealEquipment // an equipment card
	SfxRevealSnare     = sfx.RevealSnare     // a snare (trap) card
	SfxRevealBlessing  = sfx.RevealBlessing  // a blessing card
	SfxRevealTerror    = sfx.RevealTerror    // a terror card
	SfxRevealPit       = sfx.RevealPit       // a pit card
	SfxRevealScene     = sfx.RevealScene     // a scene / location card
	SfxCompanion       = sfx.Companion       // a companion joins or acts
	SfxDiceRoll        = sfx.DiceRoll        // dice thrown (about 0.6 s of rattle)
	SfxDiceLand        = sfx.DiceLand        // dice come to rest
	SfxMiss            = sfx.Miss            // duel result: Miss
	SfxParry           = sfx.Parry           // duel result: Parry
	SfxHit             = sfx.Hit             // duel result: Hit
	SfxCrit            = sfx.Crit            // duel result: Crit (ducks music)
	SfxCounter         = sfx.Counter         // duel result: Counter
	SfxDamage          = sfx.Damage          // the hero takes damage
	SfxHeal            = sfx.Heal            // the hero heals
	SfxItemUse         = sfx.ItemUse         // an item is used
	SfxShieldBreak     = sfx.ShieldBreak     // a shield or armour breaks
	SfxDragonRoar      = sfx.DragonRoar      // the Dragon of Chaos appears / roars
	SfxDragonFire      = sfx.DragonFire      // the Dragon breathes fire
	// I am the Forest.
	SfxEncroach = sfx.Encroach // civilisation's encroachment roll / axes
	SfxHexTaken = sfx.HexTaken // the Forest claims a hex
	SfxHexLost  = sfx.HexLost  // the Forest loses a hex
	SfxDoubles  = sfx.Doubles  // doubles rolled
	SfxGrow     = sfx.Grow     // the Forest grows
	// Mass Combat.
	SfxTroopsMove = sfx.TroopsMove // a unit marches
	SfxBowmen     = sfx.Bowmen     // bowmen fire
	SfxClash      = sfx.Clash      // units clash in melee
	SfxRout       = sfx.Rout       // a unit routs
	// Every mode.
	SfxVictory     = sfx.Victory     // a run, game or battle won
	SfxDefeat      = sfx.Defeat      // a run, game or battle lost
	SfxMenuMove    = sfx.MenuMove    // focus moves in a menu
	SfxMenuConfirm = sfx.MenuConfirm // a choice confirmed
	SfxMenuBack    = sfx.MenuBack    // back / cancel
	SfxMenuDeny    = sfx.MenuDeny    // a choice that is not allowed
)

// Theme names a piece of music; pass one to Player.SetMusic.
type Theme = music.Theme

// The themes. ThemeNone fades the music out.
const (
	ThemeNone    = music.None
	ThemeTitle   = music.Title   // title and menus: calm, mysterious (D dorian)
	ThemeForward = music.Forward // Forward: dark and driving (E phrygian)
	ThemeForest  = music.Forest  // I am the Forest: plucks and flute (G pentatonic)
	ThemeBattle  = music.Battle  // Mass Combat: drums and brass (C aeolian)
)

// AllSfx lists every effect; AllThemes every theme.
func AllSfx() []Sfx { return sfx.All() }

// AllThemes lists every theme.
func AllThemes() []Theme { return music.All() }
