package wire

import (
	"deepwood/rules/battle"
	"deepwood/rules/forsaken"
	"deepwood/rules/quote"
	"strings"
	"unicode"
	"unicode/utf8"
)

// check holds a message's fields to its type.
func (m *TableRequest) check() *TableError {
	switch m.Type {
	case TableCreate:
		return m.checkCreate()
	case TableJoin:
		if !TableCode(m.Table) {
			return refuse(TableMalformed, "a join names the table's code: %d characters of %s", TableCodeLen, TableAlphabet)
		}
		if err := CheckName(m.Name); err != nil {
			return refuse(TableName, "%v", err)
		}
	case TableResume:
		if !TableCode(m.Table) || !key(m.Token, TableTokenLen) {
			return refuse(TableMalformed, "a resume sends the table's code and the seat token create or join gave")
		}
	case TableStart, TableReplay:
	case TableAct:
		if m.Action == "" || len(m.Action) > maxActionText {
			return refuse(TableMalformed, "an act names its action as replay text (1 to %d bytes)", maxActionText)
		}
		if m.Seq < 0 {
			return refuse(TableMalformed, "an act names the state it was chosen in: seq 0 or more")
		}
	case TableChat:
		text, err := ChatText(m.Text)
		if err != nil {
			return err
		}
		m.Text = text
	case TableArmy:
		if _, err := battle.ParseArmy(m.Army); err != nil || len(m.Army) > maxActionText {
			return refuse(TableMalformed, "an army message names the troop counts, in the troop table's order: %v", err)
		}
	case TableMute, TableHandOver:
		if m.Seat < 0 || m.Seat >= TableMaxPlayers {
			return refuse(TableMalformed, "seat %d is at no table", m.Seat)
		}
	default:
		return refuse(TableMalformed, "unknown message type %s (create, join, resume, start, act, chat, mute, hand-over, army or replay)", quote.Short(m.Type))
	}
	return nil
}

// checkCreate holds a create to a table the server can deal.
func (m *TableRequest) checkCreate() *TableError {
	if m.Mode == TableBattle {
		return m.checkBattle()
	}
	if m.Mode != TableForsaken {
		return refuse(TableMalformed, "mode %s has no tables (table modes: forsaken, battle)", quote.Short(m.Mode))
	}
	if m.Scenario != "" {
		return refuse(TableMalformed, "a Forsaken Forest table has no scenario")
	}
	if m.Budget != 0 || m.Attacker != "" {
		return refuse(TableMalformed, "a Forsaken Forest table has no budget or attacker")
	}
	if m.Players < TableMinPlayers || m.Players > TableMaxPlayers {
		return refuse(TableMalformed, "Forsaken Forest is for %d to %d players, not %d", TableMinPlayers, TableMaxPlayers, m.Players)
	}
	if _, err := forsaken.ParseLevel(m.Level); err != nil {
		return refuse(TableMalformed, "%v", err)
	}
	if err := CheckName(m.Name); err != nil {
		return refuse(TableName, "%v", err)
	}
	seen := make([]bool, m.Players)
	host := false
	for _, s := range m.Open {
		if s < 0 || s >= m.Players || seen[s] {
			return refuse(TableMalformed, "open names each seat once, from 0 to %d", m.Players-1)
		}
		seen[s], host = true, host || s == m.Seat
	}
	if !host {
		return refuse(TableMalformed, "the host's seat %d is not one of the open seats", m.Seat)
	}
	if m.PaceMs != nil && (*m.PaceMs < 0 || *m.PaceMs > maxPaceMs) {
		return refuse(TableMalformed, "pace_ms is from 0 to %d", maxPaceMs)
	}
	return nil
}

// TableCode reports whether s is an invite code's shape.
func TableCode(s string) bool {
	if len(s) != TableCodeLen {
		return false
	}
	for _, r := range s {
		if !strings.ContainsRune(TableAlphabet, r) {
			return false
		}
	}
	return true
}

// ChatText is a chat line as the table is sent it: control characters
// (and invalid UTF-8) stripped, spaces at either end trimmed; refused
// when nothing is left or it is over TableChatMax runes.
func ChatText(s string) (string, *TableError) {
	var b strings.Builder
	for _, r := range s {
		if r == utf8.RuneError || unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			continue
		}
		b.WriteRune(r)
	}
	text := strings.TrimSpace(b.String())
	switch n := utf8.RuneCountInString(text); {
	case n == 0:
		return "", refuse(TableChatBad, "a chat line says something")
	case n > TableChatMax:
		return "", refuse(TableChatBad, "a chat line is at most %d characters; this one has %d", TableChatMax, n)
	}
	return text, nil
}
