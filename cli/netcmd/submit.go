package netcmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"deepwood/cli"
	"deepwood/online/client"
	"deepwood/rules/quote"
	"deepwood/server"
	"deepwood/storage"
	"deepwood/wire"
)

// maxFiles bounds one submit command's files.
const maxFiles = 1000

// submitted is one file's outcome, as --json prints it.
type submitted struct {
	File   string          `json:"file"`
	Result *wire.Submitted `json:"result,omitempty"`
	Status int             `json:"status,omitempty"` // the refusal's HTTP status
	Error  string          `json:"error,omitempty"`
	Line   int             `json:"line,omitempty"`
}

// runSubmit sends each replay to the server under the player's name,
// keeping the token the first submission returns.
func runSubmit(args []string, stdout, stderr io.Writer) error {
	fs := cli.NewFlags("submit", stderr)
	srv := serverFlag(fs)
	name := fs.String("name", "", "your player name: 1–24 letters, digits, - or _ (default: the one name kept for this server)")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseForServer(fs, args, maxFiles, srv); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return cli.Usagef("name at least one replay file")
	}
	c, err := client.New(*srv)
	if err != nil {
		return cli.Usagef("--server: %v", err)
	}
	c.Wait429 = 2 * time.Minute
	store, err := storage.Default()
	if err != nil {
		return err
	}
	tokens := &client.Tokens{Store: store}
	if *name == "" {
		if *name, err = onlyName(tokens, c.Base()); err != nil {
			return err
		}
	}
	if err := server.ValidName(*name); err != nil {
		return cli.Usagef("--name: %v", err)
	}
	var out []submitted
	refused := 0
	for _, file := range fs.Args() {
		s := submitOne(c, tokens, *name, file, stderr)
		if s.Error != "" {
			refused++
		}
		out = append(out, s)
		if !*asJSON {
			printSubmitted(stdout, s)
		}
	}
	if *asJSON {
		if err := cli.WriteJSON(stdout, out); err != nil {
			return err
		}
	}
	if refused > 0 {
		return fmt.Errorf("%d of %d replays refused", refused, len(out))
	}
	return nil
}

// onlyName is the name kept for server when there is exactly one.
func onlyName(tokens *client.Tokens, base string) (string, error) {
	names, err := tokens.Names(base)
	if err != nil {
		return "", err
	}
	if len(names) != 1 {
		return "", cli.Usagef("choose your player name with --name (%d names kept for %s)", len(names), base)
	}
	return names[0], nil
}

// submitOne reads and submits one file; a new token is kept at once, and
// printed on stderr if it cannot be, since it is the name's only key.
func submitOne(c *client.Client, tokens *client.Tokens, name, file string, stderr io.Writer) submitted {
	s := submitted{File: file}
	data, err := readReplay(file)
	if err != nil {
		s.Error = err.Error()
		return s
	}
	// A new name goes with a token made and kept here first, so a lost
	// answer retried is the same claim (client.Tokens.Ensure).
	tok, fresh, err := tokens.Ensure(c.Base(), name)
	if err != nil {
		s.Error = err.Error()
		return s
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	res, err := c.Submit(ctx, name, tok, data)
	if fresh && client.IsStatus(err, client.StatusUnauthorized) {
		_ = tokens.Forget(c.Base(), name, tok)
	}
	if fresh && err == nil && res.Status == wire.Accepted {
		fmt.Fprintf(stderr, "deepwood submit: %s is yours on %s; its token is kept in %s\n", name, c.Base(), tokens.Where())
	}
	if r, ok := errors.AsType[*client.Refusal](err); ok {
		s.Status, s.Line = r.Status, r.Line
		s.Error = r.Message
		if r.Line > 0 {
			// The server names the replay "replay"; name the file instead,
			// as `deepwood verify FILE` would.
			s.Error = file + strings.TrimPrefix(r.Message, "replay")
		}
		return s
	}
	if err != nil {
		s.Error = err.Error()
		return s
	}
	if res.Token != "" {
		if err := tokens.Put(c.Base(), name, res.Token); err != nil {
			fmt.Fprintf(stderr, "deepwood submit: could not keep the token for %s (%v); keep it yourself, it is the name's only key:\n%s\n", name, err, res.Token)
		} else {
			fmt.Fprintf(stderr, "deepwood submit: %s is yours on %s; its token is kept in %s\n", name, c.Base(), tokens.Where())
		}
		res.Token = ""
	}
	s.Result = &res
	return s
}

// readReplay reads a file of at most the size a server takes.
func readReplay(file string) ([]byte, error) {
	data, big, err := cli.ReadAtMost(file, server.MaxBody)
	if big {
		return nil, fmt.Errorf("%s: larger than %d KiB: not a replay a server takes", file, server.MaxBody>>10)
	}
	return data, err
}

func printSubmitted(out io.Writer, s submitted) {
	if s.Error != "" {
		status := ""
		if s.Status != 0 {
			status = fmt.Sprintf(" (%d)", s.Status)
		}
		printf(out, "%s: refused%s: %s\n", s.File, status, cli.Tame(s.Error))
		return
	}
	r := s.Result
	b := r.Run.Board
	printf(out, "%s: run %d, %s on %s %s %s (rules %s), in-game time %s, %d actions, %d HP left\n",
		s.File, r.Run.ID, shown(r.Run.Outcome), shown(b.Mode), shown(b.Seed), shown(b.Category), shown(b.Rules),
		formatMs(r.Run.IGTms), r.Run.Actions, r.Run.HPLeft)
	switch {
	case r.Status == wire.Duplicate:
		printf(out, "  already submitted (by %s): nothing new\n", shown(r.Run.Player))
	case r.Ranks == (wire.Ranks{}):
		printf(out, "  kept, not ranked (%s)\n", notRanked(r.Run.Outcome))
	default:
		pb := ""
		if r.PersonalBest {
			pb = ", a personal best"
		}
		printf(out, "  rank %s by time%s, %s by actions, %s by HP\n", rank(r.Ranks.Time), pb, rank(r.Ranks.Actions), rank(r.Ranks.HP))
	}
}

func notRanked(outcome string) string {
	if outcome == "victory" {
		return "you have a better run on this board"
	}
	return "only victories are ranked"
}

func rank(n int) string {
	if n == 0 {
		return "-"
	}
	return fmt.Sprint(n)
}

// shown is text from the server made safe to print: as it is when plain,
// quoted and cut short otherwise.
func shown(s string) string {
	for _, r := range s {
		if r < ' ' || r == 0x7f || r > '~' {
			return quote.Short(s)
		}
	}
	if len(s) > 64 {
		return quote.Short(s)
	}
	return s
}

// formatMs shows milliseconds as m:ss.mmm (h:mm:ss.mmm past an hour).
func formatMs(ms int64) string {
	if ms < 0 {
		ms = 0
	}
	h, m, s, frac := ms/3600000, ms/60000%60, ms/1000%60, ms%1000
	if h > 0 {
		return fmt.Sprintf("%d:%02d:%02d.%03d", h, m, s, frac)
	}
	return fmt.Sprintf("%d:%02d.%03d", m, s, frac)
}
