package livesplit

// What the sender knows of the server, and how an answer or a lost
// connection changes it. All but lost are called with c.mu held.

// settleHead takes the log's first n commands as arrived: they move into
// the game's timer before the log.
func (c *Client) settleHead(n int) {
	for _, cmd := range c.log[:n] {
		c.base.apply(cmd)
	}
	c.log = append(c.log[:0], c.log[n:]...)
}

// settle learns from the server's split index, after a connection was
// lost, which of the commands in limbo arrived: the server holds the game's
// timer after some first p of them. Of the prefixes whose index matches,
// the last run of them is taken (a lost connection is found out quickly, so
// the server most likely got nearly all), and its first prefix (the
// commands that do not move the index are resent rather than trusted).
func (c *Client) settle(index int) {
	c.have.index = index
	if index == -1 {
		// Not running: reset, or a LiveSplit started afresh.
		c.have.gameTime, c.have.inited, c.have.paused, c.have.splits = unknownTime, triUnknown, triUnknown, nil
	}
	if c.inflight == 0 {
		return
	}
	st, p := c.base, -1
	at := []int{st.index}
	for _, cmd := range c.log[:c.inflight] {
		st.apply(cmd)
		at = append(at, st.index)
	}
	for j := len(at) - 1; j >= 0 && p < 0; j-- {
		if at[j] == index {
			for p = j; p > 0 && at[p-1] == index; p-- {
			}
		}
	}
	// No match: the server went its own way (restarted, or a hand on
	// the keys). The resync brings it to the game's timer before the
	// limbo, and the limbo is sent again.
	c.settleHead(max(p, 0))
	c.inflight = 0
}

// lost is what a connection's end leaves known: no field that commands
// written blind may have changed, and, if the connection had stood (so
// LiveSplit may have been restarted since), not the split index. A
// connection still resyncing ends when the server closes on the client's
// own step, which step has accounted for.
func (c *Client) lost(s *conn) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(s.blind) > 0 {
		c.have = uncertain(s.before, c.have, s.blind)
	}
	if !s.careful {
		c.have.index = unknownIndex
	}
	c.inflight += c.cursor
	c.cursor = 0
}

// target is the game's timer after the commands written on this
// connection: what the server should hold now.
func (c *Client) target() timer {
	t := c.base
	for _, cmd := range c.log[:c.cursor] {
		t.apply(cmd)
	}
	return t
}

// needAsk reports whether the split index must be asked before anything
// else is sent: it is unknown, and the game's timer or commands in limbo
// depend on it.
func (c *Client) needAsk(s *conn) bool {
	return c.have.index == unknownIndex && (c.inflight > 0 || c.base.index != unknownIndex) && !s.silent
}
