package cli

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"deepwood/rules/forsaken"
)

// forsakenLevels is Forsaken Forest's data as `deepwood levels` shows it:
// the board, the Role Cards, the seed's distributions and the three
// decks' designs, so the data can be read without the rules' types.
type forsakenLevels struct {
	Fingerprint   string                 `json:"fingerprint"`
	Board         forsakenBoard          `json:"board"`
	Roles         []forsakenRole         `json:"roles"`
	Distributions []forsakenDistribution `json:"distributions"`
	Deals         []forsakenDeal         `json:"special_deals"`
	Travelers     forsakenDeck           `json:"travelers_deck"`
	Forest        forsakenDeck           `json:"forest_deck"`
	Artifacts     forsakenDeck           `json:"artifact_deck"`
}

// forsakenBoard is the board's size and its marked Territories, each as
// [column, row] from the top left, with the drawing board.txt makes.
type forsakenBoard struct {
	Width        int      `json:"width"`
	Height       int      `json:"height"`
	Start        [2]int   `json:"start"`
	Destinations [][2]int `json:"destinations"`
	Sites        [][2]int `json:"excavation_sites"`
	Drawing      string   `json:"drawing"`
}

type forsakenRole struct {
	Name   string  `json:"name"`
	Cards  int     `json:"cards"`
	Team   string  `json:"team"`
	Weight float64 `json:"weight"`
	SeenAs string  `json:"seen_as"`
	About  string  `json:"about"`
}

// forsakenDistribution is one suggested distribution; Default marks the
// one a table of that size is dealt when no roles are named.
type forsakenDistribution struct {
	Players   int    `json:"players"`
	Forsaken  int    `json:"forsaken"`
	Villagers int    `json:"villagers"`
	Advantage string `json:"advantage"`
	Default   bool   `json:"default,omitempty"`
}

// forsakenDeal is a deal with Special Roles whose balance was measured
// (forsaken.Deals), dealt by default where no distribution of the seed's
// lands within 40–60% (RULES S4): its Role Cards and the Villager Team's
// share of the games measured, per mille.
type forsakenDeal struct {
	Players      int      `json:"players"`
	Roles        []string `json:"roles"`
	VillagerWins int      `json:"villager_wins_per_mille"`
	Default      bool     `json:"default,omitempty"`
}

type forsakenDeck struct {
	Cards   int              `json:"cards"`
	Designs []forsakenDesign `json:"designs"`
}

type forsakenDesign struct {
	Name    string `json:"name"`
	Count   int    `json:"count"`
	Speed   string `json:"speed"`
	SubType string `json:"sub_type"`
	Effect  string `json:"effect"`
	Text    string `json:"text"`
}

func forsakenView(d *forsaken.Data) (forsakenLevels, error) {
	b := &d.Board
	xy := func(sq int) [2]int { x, y := b.XY(sq); return [2]int{x, y} }
	v := forsakenLevels{Fingerprint: d.Fingerprint, Board: forsakenBoard{Width: b.W, Height: b.H, Start: xy(b.Start)},
		Travelers: deckView(d.TravelersDesigns()), Forest: deckView(d.ForestDesigns), Artifacts: deckView(d.Artifacts)}
	for i := range forsaken.NumSlots {
		v.Board.Destinations = append(v.Board.Destinations, xy(b.Slots[i]))
		v.Board.Sites = append(v.Board.Sites, xy(b.Sites[i]))
	}
	v.Board.Drawing = boardDrawing(b)
	for r, info := range d.Roles {
		v.Roles = append(v.Roles, forsakenRole{Name: forsaken.Role(r).String(), Cards: info.Cards, Team: info.Team.String(),
			Weight: info.Weight, SeenAs: info.SeenAs.String(), About: info.About})
	}
	for _, dist := range d.Distributions {
		def, err := forsaken.DefaultRoles(d, dist.Players)
		if err != nil {
			return forsakenLevels{}, err
		}
		v.Distributions = append(v.Distributions, forsakenDistribution{Players: dist.Players, Forsaken: dist.Forsaken,
			Villagers: dist.Villagers, Advantage: dist.Advantage, Default: slices.Equal(def, forsaken.Distributed(dist))})
	}
	for n := 4; n <= 12; n++ {
		def, err := forsaken.DefaultRoles(d, n)
		if err != nil {
			return forsakenLevels{}, err
		}
		for _, deal := range forsaken.Deals(n) {
			var words []string
			for _, r := range deal.Roles {
				words = append(words, r.String())
			}
			v.Deals = append(v.Deals, forsakenDeal{Players: n, Roles: words, VillagerWins: deal.Balance, Default: slices.Equal(def, deal.Roles)})
		}
	}
	return v, nil
}

// countedWords joins words with " + ", a repeated one counted where it
// first stands: "shrouded + coward + 3 commonfolk".
func countedWords(words []string) string {
	var order []string
	count := map[string]int{}
	for _, w := range words {
		if count[w] == 0 {
			order = append(order, w)
		}
		count[w]++
	}
	for i, w := range order {
		if count[w] > 1 {
			order[i] = fmt.Sprintf("%d %s", count[w], w)
		}
	}
	return strings.Join(order, " + ")
}

// deckView is a deck's designs with its size (the sum of their counts).
func deckView(designs []forsaken.Design) forsakenDeck {
	var out forsakenDeck
	for _, c := range designs {
		out.Cards += c.Count
		out.Designs = append(out.Designs, forsakenDesign{Name: c.Name, Count: c.Count, Speed: c.Speed.String(),
			SubType: c.Sub.String(), Effect: c.Effect.String(), Text: c.Text})
	}
	return out
}

// boardDrawing draws the board as board.txt does: S the start, 1-8 the
// Destinations, E the Excavation Sites, . the rest.
func boardDrawing(b *forsaken.Board) string {
	var sb strings.Builder
	for y := range b.H {
		for x := range b.W {
			sq := b.At(x, y)
			c := "."
			switch {
			case sq == b.Start:
				c = "S"
			case b.SlotAt(sq) >= 0:
				c = fmt.Sprint(b.SlotAt(sq) + 1)
			case b.SiteAt(sq) >= 0:
				c = "E"
			}
			if x > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteString(c)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

func printForsakenLevels(w io.Writer, v forsakenLevels) {
	fmt.Fprintf(w, "\nForsaken Forest: data %s\n\nBoard %d×%d (S start, 1-8 Destinations, E Excavation Sites)\n%s",
		v.Fingerprint, v.Board.Width, v.Board.Height, v.Board.Drawing)
	fmt.Fprintln(w, "\nRoles:")
	for _, r := range v.Roles {
		fmt.Fprintf(w, "  %-10s %2d cards  %-9s weight %.1f  seen as %-10s %s\n", r.Name, r.Cards, r.Team, r.Weight, r.SeenAs, r.About)
	}
	fmt.Fprintln(w, "\nDistributions (players: Forsaken + Villagers, advantage; * ideal, → dealt by default; each count's measured deals with Special Roles below its rows):")
	arrow := map[bool]string{true: "→", false: " "}
	for i, dist := range v.Distributions {
		fmt.Fprintf(w, "  %s %2d: %d + %d %s\n", arrow[dist.Default], dist.Players, dist.Forsaken, dist.Villagers, dist.Advantage)
		if i+1 < len(v.Distributions) && v.Distributions[i+1].Players == dist.Players {
			continue
		}
		for _, deal := range v.Deals {
			if deal.Players == dist.Players {
				fmt.Fprintf(w, "  %s %2d: %s (Villagers won %.1f%%)\n", arrow[deal.Default], deal.Players, countedWords(deal.Roles), float64(deal.VillagerWins)/10)
			}
		}
	}
	for _, deck := range []struct {
		name string
		d    forsakenDeck
	}{{"Travelers Deck", v.Travelers}, {"Forest Deck", v.Forest}, {"Artifacts", v.Artifacts}} {
		fmt.Fprintf(w, "\n%s, %d cards:\n", deck.name, deck.d.Cards)
		for _, c := range deck.d.Designs {
			fmt.Fprintf(w, "  %2d× %-22s %-4s %-10s %-18s %s\n", c.Count, c.Name, c.Speed, c.SubType, c.Effect, c.Text)
		}
	}
}
