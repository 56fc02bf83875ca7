package tables

import (
	"fmt"

	"deepwood/rules/forsaken"
	"deepwood/wire"
)

// Choose is comp's choice among the legal actions a Forsaken table's state
// r sent its seat, r having a view: a bot seated over the network plays
// as a computer traveler would, from only what its seat is sent. The load
// test's bots (loadtest --tables) and the table hub's tests play so. A
// legal action that does not parse is an error, as the server sent what
// the client cannot read.
func Choose(comp *forsaken.Computer, r wire.TableReply) (forsaken.Action, error) {
	legal := make([]forsaken.Action, 0, len(r.Legal))
	for _, text := range r.Legal {
		a, err := forsaken.ParseAction(text)
		if err != nil {
			return forsaken.Action{}, fmt.Errorf("legal %q does not parse: %v", text, err)
		}
		legal = append(legal, a)
	}
	return comp.Choose(*r.View, legal), nil
}
