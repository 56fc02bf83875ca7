package netcmd

import (
	"context"
	"io"
	"strings"
	"time"

	"deepwood/cli"
	"deepwood/online/client"
	"deepwood/rules/dice"
	"deepwood/wire"
)

// runBoards prints a board: the daily seed's, or a seed's.
func runBoards(args []string, stdout, stderr io.Writer) error {
	fs := cli.NewFlags("boards", stderr)
	srv := serverFlag(fs)
	daily := fs.Bool("daily", false, "today's daily seed (UTC date)")
	date := fs.String("date", "", "with --daily: another day's, YYYY-MM-DD")
	seedText := fs.String("seed", "", "the seed: a code such as 7K3M-9QXA, or any text (hashed to a seed as the game does)")
	by := fs.String("by", "time", "ranking: time, actions or hp")
	category := fs.String("category", "", "with --seed: set (default) or random")
	limit := fs.Int("limit", 20, "entries to show, 1–200")
	offset := fs.Int("offset", 0, "entries to skip")
	asJSON := fs.Bool("json", false, "print JSON")
	claims := fs.Bool("claims", false, "the board of submitted replays (times are the runners' own claims) instead of the witnessed board of live attempts")
	if err := parseForServer(fs, args, 0, srv); err != nil {
		return err
	}
	switch {
	case *daily == (*seedText != ""):
		return cli.Usagef("choose one board: --daily or --seed CODE")
	case *by != wire.ByTime && *by != wire.ByActions && *by != wire.ByHP:
		return cli.Usagef("--by must be time, actions or hp")
	case *limit < 1 || *limit > 200:
		return cli.Usagef("--limit must be from 1 to 200, not %d", *limit)
	case *offset < 0:
		return cli.Usagef("--offset must be 0 or more")
	case *date != "" && !*daily:
		return cli.Usagef("--date goes with --daily")
	case *category != "" && *daily:
		return cli.Usagef("--category goes with --seed (the daily board is the daily category's)")
	}
	c, err := client.New(*srv)
	if err != nil {
		return cli.Usagef("--server: %v", err)
	}
	q := client.BoardQuery{By: *by, Category: *category, Date: *date, Offset: *offset, Limit: *limit, Claims: *claims}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var b wire.Board
	if *daily {
		b, err = c.Daily(ctx, q)
	} else {
		seed, perr := dice.ParseSeed(*seedText)
		if perr != nil {
			return cli.Usagef("--seed: %v", perr)
		}
		b, err = c.Board(ctx, seed.Code(), q)
	}
	if err != nil {
		return err
	}
	if *asJSON {
		return cli.WriteJSON(stdout, b)
	}
	printBoard(stdout, b)
	return nil
}

// printBoard writes a board as a table.
func printBoard(out io.Writer, b wire.Board) {
	k := b.Board
	title := "Forward, seed " + shown(k.Seed) + ", " + shown(k.Category)
	if b.Date != "" && k.Seed == "" {
		title = "Forward, daily seed of " + shown(b.Date) + " (seed hidden)"
	} else if b.Date != "" {
		title = "Forward, daily seed of " + shown(b.Date) + " (" + shown(k.Seed) + ")"
	}
	kind := "witnessed: the server's times"
	if !k.Witnessed {
		kind = "submitted replays: the runners' claimed times"
	}
	printf(out, "%s, by %s (rules %s; %s)\n", title, shown(b.By), shown(k.Rules), kind)
	if b.Hidden != "" {
		printf(out, "  %s\n", shown(b.Hidden))
	}
	if len(b.Entries) == 0 {
		printf(out, "  no victories yet\n")
		return
	}
	printf(out, "%5s  %-24s %12s %8s %4s %8s  %s\n", "rank", "player", "in-game", "actions", "HP", "run", "submitted")
	for _, e := range b.Entries {
		printf(out, "%5d  %-24s %12s %8d %4d %8d  %s\n", e.Rank, shown(e.Player), formatMs(e.IGTms), e.Actions, e.HPLeft, e.RunID,
			e.Submitted.UTC().Format("2006-01-02 15:04"))
	}
	if len(b.Entries) > 0 && strings.TrimSpace(b.By) == wire.ByTime {
		printf(out, "  splits of the first: %s\n", splits(b.Entries[0].Splits))
	}
}

func splits(ms []int64) string {
	var s []string
	for _, m := range ms {
		s = append(s, formatMs(m))
	}
	return strings.Join(s, " ")
}
