package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"deepwood/rules/forward"
)

// printLevels prints the loaded level data of every mode.
func printLevels(in printed, stdout io.Writer) error {
	all := map[string]any{}
	for _, m := range AllModes() {
		v, err := m.Levels.load()
		if err != nil {
			return err
		}
		all[m.Name] = v
		if !in.asJSON {
			m.Levels.print(stdout, v)
		}
	}
	if in.asJSON {
		return json.NewEncoder(stdout).Encode(all)
	}
	return nil
}

// forwardLevels is Forward's data with each layout cell spelled out.
type forwardLevels struct {
	Fingerprint string            `json:"fingerprint"`
	Cards       int               `json:"card_count"`
	Specials    []forwardCard     `json:"specials"`
	Locations   []forwardLocation `json:"locations"`
}

type forwardLocation struct {
	Number     int           `json:"number"`
	Name       string        `json:"name"`
	Effect     string        `json:"effect"`
	EffectName string        `json:"effect_name"`
	EffectText string        `json:"effect_text"`
	Layout     []forwardCell `json:"layout"`
	Diagram    string        `json:"diagram"`
	Cards      []forwardCard `json:"cards"`
}

type forwardCell struct {
	Number int `json:"number"`
	Row    int `json:"row"`
	Column int `json:"column"`
}

type forwardCard struct {
	Name    string `json:"name"`
	Type    string `json:"type"`
	Effects string `json:"effects,omitempty"`
	Flavour string `json:"flavour,omitempty"`
}

func cardView(c *forward.Card) forwardCard {
	return forwardCard{Name: c.Name, Type: c.Type.String(), Effects: c.EffectText(), Flavour: c.Flavour}
}

func forwardView(d *forward.Data) (forwardLevels, error) {
	v := forwardLevels{Fingerprint: d.Fingerprint, Cards: len(d.Cards)}
	for i := range d.Cards {
		if c := &d.Cards[i]; c.Location == 0 {
			v.Specials = append(v.Specials, cardView(c))
		}
	}
	for _, l := range d.Locations {
		fl := forwardLocation{Number: l.Number, Name: l.Name, Effect: l.Effect.String(), EffectName: l.EffectName,
			EffectText: l.EffectText, Diagram: l.Layout.Diagram}
		for n, p := range l.Layout.Cells {
			fl.Layout = append(fl.Layout, forwardCell{Number: n + 1, Row: p.Row, Column: p.Col})
		}
		for _, id := range l.Cards {
			fl.Cards = append(fl.Cards, cardView(d.Card(id)))
		}
		v.Locations = append(v.Locations, fl)
	}
	return v, nil
}

func printForwardLevels(w io.Writer, v forwardLevels) {
	fmt.Fprintf(w, "Forward: %d cards, data %s\n\nOutside the locations:\n", v.Cards, v.Fingerprint)
	for _, c := range v.Specials {
		fmt.Fprintf(w, "  %-14s %-18s %s\n", c.Type, c.Name, c.Effects)
	}
	for _, l := range v.Locations {
		fmt.Fprintf(w, "\n%d. %s — %s: %s\n%s\n", l.Number, l.Name, l.EffectName, l.EffectText, l.Diagram)
		var cells []string
		for _, c := range l.Layout {
			cells = append(cells, fmt.Sprintf("[%d]=r%dc%d", c.Number, c.Row, c.Column))
		}
		fmt.Fprintf(w, "  cells: %s\n", strings.Join(cells, " "))
		for _, c := range l.Cards {
			fmt.Fprintf(w, "  %-10s %-22s %-22s %s\n", c.Type, c.Name, c.Effects, c.Flavour)
		}
	}
}
