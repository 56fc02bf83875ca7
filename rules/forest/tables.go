package forest

import (
	"sync"

	"deepwood/levels"
	"deepwood/rules/game"
	"deepwood/rules/hex"
)

// Oracle table names, as tables.txt heads its sections.
const (
	TEventDescription   = "event-description"
	TEventType          = "event-type"
	TForestDescription  = "forest-description"
	TForestOrigin       = "forest-origin"
	TForestVerb         = "forest-verb"
	TForestFocus        = "forest-focus"
	TFeatureDescription = "feature-description"
	TFeature            = "feature"
	THexGeneration      = "hex-generation"
	TAlly               = "ally"
	TEnemyCulture       = "enemy-culture"
	TEnemyVerb          = "enemy-verb"
	TEnemyFocus         = "enemy-focus"
)

// d12Tables are the tables every game rolls on; each must cover 1–12.
var d12Tables = []string{TEventDescription, TEventType, TForestDescription, TForestOrigin,
	TForestVerb, TForestFocus, TFeatureDescription, TFeature, THexGeneration, TAlly,
	TEnemyCulture, TEnemyVerb, TEnemyFocus}

// TableNames lists the d12 tables in the order the seed prints them.
func TableNames() []string { return append([]string(nil), d12Tables...) }

// Row is one line of a d12 table: the results Lo..Hi read Text; Fields holds
// the line's further columns (an Ally's description, a culture's bonuses).
type Row struct {
	Lo     int      `json:"lo"`
	Hi     int      `json:"hi"`
	Text   string   `json:"text"`
	Fields []string `json:"fields,omitempty"`
}

// Table is one oracle table.
type Table struct {
	Name string `json:"name"`
	Rows []Row  `json:"rows"`
}

// Lookup returns the row a d12 result reads (rows cover 1–12 once loaded).
func (t *Table) Lookup(roll int) (int, *Row) {
	for i := range t.Rows {
		if r := &t.Rows[i]; roll >= r.Lo && roll <= r.Hi {
			return i, r
		}
	}
	return -1, nil
}

// Culture is one row of the Enemy Culture table with its Potency bonuses.
type Culture struct {
	Name  string        `json:"name"`
	Bonus [NumHarms]int `json:"bonus"`
	Text  string        `json:"text"`
	Lo    int           `json:"lo"`
	Hi    int           `json:"hi"`
}

// ForestAbility is one of the twelve Forest Abilities (seed ch. 5).
type ForestAbility struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Type Nature `json:"type"`
	Text string `json:"text"`
}

// AllyAbility is one level of an Ally's abilities.
type AllyAbility struct {
	Level  int        `json:"level"`
	ID     string     `json:"id"`
	Name   string     `json:"name"`
	Effect AllyEffect `json:"effect"`
	Text   string     `json:"text"`
}

// Ally is one of the four Allies with its three ability levels.
type Ally struct {
	Name      string         `json:"name"`
	Text      string         `json:"text"`
	Abilities [3]AllyAbility `json:"abilities"`
}

// MapPreset is a Territory Map the game can be played on.
type MapPreset struct {
	ID      string    `json:"id"`
	Name    string    `json:"name"`
	Default bool      `json:"default,omitempty"`
	Note    string    `json:"note,omitempty"`
	Grid    *hex.Grid `json:"-"`
	File    string    `json:"file"`
}

// structure is one row of the structure table.
type structure struct {
	How     string
	Terrain string
	Name    string
}

// Data is every table, ability, template and map, loaded once and never
// changed; states point at it.
type Data struct {
	Tables      map[string]*Table            `json:"tables"`
	Allies      []Ally                       `json:"allies"`
	Cultures    []Culture                    `json:"cultures"`
	Abilities   []ForestAbility              `json:"abilities"`
	Barred      [NumHarms][NumNatures]string `json:"-"`
	Journal     map[string][]string          `json:"journal"`
	Maps        []MapPreset                  `json:"maps"`
	Fingerprint string                       `json:"fingerprint"`

	structures []structure
}

// Table returns the named oracle table (nil if unknown).
func (d *Data) Table(name string) *Table { return d.Tables[name] }

// Ability finds a Forest Ability by id.
func (d *Data) Ability(id string) (*ForestAbility, bool) {
	for i := range d.Abilities {
		if d.Abilities[i].ID == id {
			return &d.Abilities[i], true
		}
	}
	return nil, false
}

// TerrainProse is a terrain as the journal writes it ("river" for Rivers).
func (d *Data) TerrainProse(terrain string) string {
	for _, r := range d.Tables[THexGeneration].Rows {
		if r.Text == terrain && len(r.Fields) > 0 {
			return r.Fields[0]
		}
	}
	return lower(terrain)
}

// Map finds a preset by id.
func (d *Data) Map(id string) (*MapPreset, bool) {
	for i := range d.Maps {
		if d.Maps[i].ID == id {
			return &d.Maps[i], true
		}
	}
	return nil, false
}

// DefaultMap is the preset marked default.
func (d *Data) DefaultMap() *MapPreset {
	for i := range d.Maps {
		if d.Maps[i].Default {
			return &d.Maps[i]
		}
	}
	return &d.Maps[0]
}

// BarredWhy says why the Forest cannot defend with n against h under the
// narrative matrix (DESIGN.md Forest 7), "" when it can.
func (d *Data) BarredWhy(h Harm, n Nature) string { return d.Barred[h][n] }

// Structure names what the Enemy builds on a hex of the given terrain that
// it took by how ("origin", "settled" or an Enemy Nature Type).
func (d *Data) Structure(how, terrain string) string {
	name := ""
	for _, s := range d.structures {
		if s.How != how {
			continue
		}
		if s.Terrain == terrain {
			return s.Name
		}
		if s.Terrain == "*" {
			name = s.Name
		}
	}
	return name
}

// DefaultData is the embedded data, loaded once; it is immutable.
var DefaultData = sync.OnceValues(func() (*Data, error) { return LoadData(levels.FS()) })

// AllyEffect is what an Ally Ability does to the dice: a closed set the
// engine knows, named by the data.
type AllyEffect uint8

// The Ally effects of seed ch. 5 (and the Shaman's level 3, T8).
const (
	EffEnemyReroll          AllyEffect = iota // level 1: the Enemy rerolls its 2d6, the second roll stands
	EffCommitRemove                           // level 2: commit before the Defence roll; remove Nature's lowest and the Enemy's highest die
	EffForestEncroachHigher                   // Flora 3: reroll one Forest die when Encroaching, keep the higher
	EffForestDefendHigher                     // Fauna 3: reroll one Forest die when Defending, keep the higher
	EffEnemyDefendLower                       // Archons 3: reroll one Enemy die when it Defends, keep the lower
	EffEnemyEncroachLower                     // Shaman 3 (project's own): reroll one Enemy die when it Encroaches, keep the lower
)

var effectWords = game.Words[AllyEffect]{Kind: "effect", Names: []string{"enemy-reroll", "commit-remove", "forest-encroach-higher",
	"forest-defend-higher", "enemy-defend-lower", "enemy-encroach-lower"}}

// String is the effect's name as abilities.txt spells it; MarshalText
// writes it as that word in JSON.
func (e AllyEffect) String() string               { return effectWords.Name(e) }
func (e AllyEffect) MarshalText() ([]byte, error) { return effectWords.Text(e) }
