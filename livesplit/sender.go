package livesplit

import (
	"errors"
	"strconv"
	"strings"
	"time"
)

// Why a connection ended, in words for Status.
var (
	errClosed  = errors.New("LiveSplit closed the connection")
	errSilent  = errors.New("LiveSplit does not answer getsplitindex")
	errStopped = errors.New("closing")
)

// conn is the sender's view of one connection.
type conn struct {
	t       transport
	careful bool      // resyncing on a connection not yet proven to stand
	silent  bool      // the server does not answer: assume instead of asking
	before  timer     // belief before the first command written blind
	blind   []command // commands written since the server last answered
}

// loop owns the connection: it dials, serves the connection until it ends,
// and dials again, at once when the connection got something across and
// otherwise after a growing pause, cut short when the game tells more.
// Every connection after the first starts careful: the one before it
// ended, so this one must prove it stands.
func (c *Client) loop() {
	defer close(c.done)
	retry := retryMin
	for again := false; ; again = true {
		select {
		case <-c.stop:
			return
		default:
		}
		t, err := c.dial(c.addr)
		if err != nil {
			c.setLink(linkDown, err.Error())
		} else {
			progress, err := c.serve(&conn{t: t, careful: again})
			t.Close()
			c.setLink(linkLost, err.Error())
			if progress {
				retry = retryMin
				continue
			}
		}
		if !c.pause(retry) {
			return
		}
		retry = min(retry*2, retryMax)
	}
}

// pause waits d before the next dial, or retryMin if the game tells more
// meanwhile (so a run does not wait on a long pause, nor dial every frame).
// It reports false on Close.
func (c *Client) pause(d time.Duration) bool {
	first := time.NewTimer(retryMin)
	defer first.Stop()
	select {
	case <-c.stop:
		return false
	case <-first.C:
	}
	rest := time.NewTimer(d - retryMin)
	defer rest.Stop()
	select {
	case <-c.stop:
		return false
	case <-c.wake:
	case <-rest.C:
	}
	return true
}

// setLink records the link's state: down until it has once been up, lost
// (reconnecting) after.
func (c *Client) setLink(l linkState, reason string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.link == linkClosed {
		return
	}
	switch {
	case l == linkUp:
		c.everUp = true
	case l == linkDown && c.everUp:
		l = linkLost
	case l == linkLost && !c.everUp:
		l = linkDown
	}
	c.link, c.reason = l, reason
}

// serve drives one connection until it ends, returning why and whether
// anything got across (an answer, or a command written).
func (c *Client) serve(s *conn) (progress bool, err error) {
	defer c.lost(s)
	for first := true; ; first = false {
		c.mu.Lock()
		ask := c.needAsk(s)
		_, cmds := diff(c.have, c.target(), s.silent)
		unsent := c.cursor < len(c.log)
		c.mu.Unlock()
		if first {
			s.careful = s.careful || ask || len(cmds) > 0
		}
		if s.careful {
			c.setLink(linkSyncing, "")
		} else {
			c.setLink(linkUp, "")
		}
		select {
		case <-c.stop:
			return progress, c.flush(s)
		default:
		}
		var p bool
		switch {
		case ask:
			p, err = c.ask(s)
		case len(cmds) > 0 && s.careful:
			p, err = c.step(s, cmds[0], false)
		case len(cmds) > 0:
			p, err = true, c.sendBlind(s, cmds[0], false)
		case unsent && s.careful:
			p, err = c.step(s, command{}, true)
		case unsent:
			p, err = true, c.sendBlind(s, command{}, true)
		case s.careful:
			err = c.prove(s)
		default:
			err = c.wait(s)
		}
		progress = progress || p
		if err != nil {
			return progress, err
		}
	}
}

// ask learns the server's split index. On a connection not yet proven it
// asks twice: a second answer proves the connection stands.
func (c *Client) ask(s *conn) (progress bool, err error) {
	lines := []string{query}
	if s.careful {
		lines = append(lines, query)
	}
	got, _, err := c.exchange(s, lines, len(lines))
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(got) > 0 {
		c.settle(got[0])
		progress = true
	}
	if err == errSilent { // take all it was sent as arrived
		c.settleHead(c.inflight)
		c.inflight = 0
		s.silent, err = true, nil
	}
	if err == nil {
		s.careful = false
	}
	return progress, err
}

// prove asks the split index twice on a careful connection with nothing
// to send: two answers prove it stands. It is not progress, so a server
// that closes after every line is polled at a growing interval.
func (c *Client) prove(s *conn) error {
	got, _, err := c.exchange(s, []string{query, query}, 2)
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(got) > 0 {
		c.settle(got[0])
	}
	if err == errSilent {
		s.silent, err = true, nil
	}
	if err == nil {
		s.careful = false
	}
	return err
}

// step sends one command on a connection not yet proven, followed by
// getsplitindex, and settles what is known from how that went. logged
// says to send the log's first command (tracked by the cursor, which a
// full log's folding moves) rather than cmd, one of the resync's.
func (c *Client) step(s *conn, cmd command, logged bool) (progress bool, err error) {
	if logged {
		c.mu.Lock()
		cmd, c.cursor = c.log[0], 1
		c.mu.Unlock()
	}
	got, written, err := c.exchange(s, []string{cmd.String(), query}, 1)
	c.mu.Lock()
	defer c.mu.Unlock()
	if written == 0 {
		c.cursor = 0
		return false, err
	}
	c.sent++
	before := c.have
	c.have.apply(cmd)
	switch {
	case len(got) == 1: // both arrived (exchange settled it): the connection stands
		c.settle(got[0])
		s.careful = false
	case err == errSilent: // open but mute: take it as arrived
		s.silent, s.careful, err = true, false, nil
		c.settleHead(c.cursor)
	case cmd.movesIndex():
		// Cut off: at most this one command arrived (it was the first
		// on the connection). Whether it did, the index will tell.
		c.have = uncertain(before, c.have, []command{cmd})
		c.inflight = c.cursor
	default: // cut off, but the first on the connection: taken as arrived
		c.settleHead(c.cursor)
	}
	c.cursor = 0
	return true, err
}

// wait waits for a command to send, for Close, or for the server to close.
func (c *Client) wait(s *conn) error {
	select {
	case <-c.wake:
		return nil
	case <-c.stop:
		return nil // serve flushes and returns
	case _, ok := <-s.t.Recv():
		if !ok {
			return errClosed
		}
		return nil // a stray answer
	}
}

// sendBlind writes a command no answer will confirm, first checking that
// the server has not closed: a write into a closed connection would
// "succeed" and vanish. logged says to send the log's next command
// rather than cmd, one of the resync's.
func (c *Client) sendBlind(s *conn, cmd command, logged bool) error {
	if err := drain(s); err != nil {
		return err
	}
	c.mu.Lock()
	if logged {
		cmd = c.log[c.cursor]
	}
	if len(s.blind) == 0 {
		s.before = c.have
	}
	// Counted as written even if the write fails part way: it may have
	// got out.
	s.blind = append(s.blind, cmd)
	c.have.apply(cmd)
	c.sent++
	if logged {
		c.cursor++
	}
	c.mu.Unlock()
	if err := s.t.Send(cmd.String()); err != nil {
		return errors.New("sending failed: " + err.Error())
	}
	return nil
}

// flush sends what is queued on the way out, if the connection stands and
// needs no resync.
func (c *Client) flush(s *conn) error {
	for !s.careful {
		c.mu.Lock()
		_, cmds := diff(c.have, c.target(), s.silent)
		ok := len(cmds) == 0 && !c.needAsk(s) && c.cursor < len(c.log)
		c.mu.Unlock()
		if !ok || c.sendBlind(s, command{}, true) != nil {
			break
		}
	}
	return errStopped
}

// drain discards stray answers and reports a connection the server closed.
func drain(s *conn) error {
	for {
		select {
		case _, ok := <-s.t.Recv():
			if !ok {
				return errClosed
			}
		default:
			return nil
		}
	}
}

// exchange writes lines and waits for n split indexes in answer (other
// lines, such as an old server's errors, are skipped). An answer confirms
// all written before it. It reports the answers, how many lines were
// written, and errSilent if the connection stayed open but the answers did
// not come.
func (c *Client) exchange(s *conn, lines []string, n int) (got []int, written int, err error) {
	if err := drain(s); err != nil {
		return nil, 0, err
	}
	for _, l := range lines {
		if err := s.t.Send(l); err != nil {
			return nil, written, errors.New("sending failed: " + err.Error())
		}
		written++
	}
	timeout := time.NewTimer(replyTimeout)
	defer timeout.Stop()
	for len(got) < n {
		select {
		case line, ok := <-s.t.Recv():
			if !ok {
				return got, written, errClosed
			}
			if i, err := strconv.Atoi(strings.TrimSpace(line)); err == nil {
				got = append(got, i)
				c.mu.Lock()
				c.settleHead(c.cursor)
				c.cursor, s.blind = 0, nil
				c.mu.Unlock()
			}
		case <-timeout.C:
			return got, written, errSilent
		case <-c.stop:
			return got, written, errStopped
		}
	}
	return got, written, nil
}
