package netcmd

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"deepwood/rules/forsaken"
	"deepwood/rules/verify"
	"deepwood/wire"
)

// TestKilledServerTablesGoOn kills a `deepwood serve` (an SQLite file,
// then a PostgreSQL database) with SIGKILL while tables are under way,
// three networked bots at each; a second server on the same database
// takes every table up when its people resume their seats, and each table
// goes on to its end: every seat is sent the same end, and its replay
// verifies.
func TestKilledServerTablesGoOn(t *testing.T) {
	eachDB(t, func(t *testing.T, _, db string) { killTables(t, db) })
}

// killTables is TestKilledServerTablesGoOn on one database.
func killTables(t *testing.T, db string) {
	first := startServe(t, "--db", db, "--table-pace", "0s", "--table-rate", "0")
	d, err := forsaken.DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	const tables, players = 8, 6
	open := []int{0, 2, 4}
	var bots [][]*tableBot
	for i := range tables {
		host, err := dialTable(ctx, tablesURL(first.url), d)
		if err != nil {
			t.Fatal(err)
		}
		if err := host.create(ctx, players, open, 0); err != nil {
			t.Fatal(err)
		}
		at := []*tableBot{host}
		for j := 1; j < len(open); j++ {
			b, err := dialTable(ctx, tablesURL(first.url), d)
			if err != nil {
				t.Fatal(err)
			}
			if err := b.join(ctx, host.code, fmt.Sprintf("T%dP%d", i, j)); err != nil {
				t.Fatal(err)
			}
			at = append(at, b)
		}
		for _, b := range at {
			b.think = 5 * time.Millisecond // people take a moment: the kill finds games under way
		}
		if err := host.send(ctx, wire.TableRequest{Type: wire.TableStart}); err != nil {
			t.Fatal(err)
		}
		bots = append(bots, at)
	}
	second := make(chan string) // the second server's table route, once it listens
	var cut atomic.Int32        // seats whose game the kill cut
	ends := make([][]wire.TableReply, tables)
	var wg sync.WaitGroup
	errs := make(chan error, tables*len(open))
	for i, at := range bots {
		ends[i] = make([]wire.TableReply, len(at))
		for j, b := range at {
			wg.Go(func() {
				end, err := b.play(ctx)
				if err != nil { // the kill: resume on the second server
					cut.Add(1)
					url, ok := <-second
					if !ok {
						errs <- fmt.Errorf("table %d seat %d: %v, and no second server", i, b.seat, err)
						return
					}
					if err := b.resume(ctx, url); err != nil {
						errs <- fmt.Errorf("table %d seat %d: resuming: %v", i, b.seat, err)
						return
					}
					if end, err = b.play(ctx); err != nil {
						errs <- fmt.Errorf("table %d seat %d after the kill: %v", i, b.seat, err)
						return
					}
				}
				ends[i][j] = end
			})
		}
	}
	time.Sleep(300 * time.Millisecond) // let the games get under way; no assertion rides on it
	first.cmd.Process.Kill()
	<-first.done
	first.done <- nil
	next := startServe(t, "--db", db, "--table-pace", "0s", "--table-rate", "0")
	url := tablesURL(next.url)
	go func() { // every seat the kill cut is handed the address
		for {
			select {
			case second <- url:
			case <-ctx.Done():
				return
			}
		}
	}()
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if t.Failed() {
		next.mu.Lock()
		t.Logf("the second server's log:\n%s", next.stderr)
		next.mu.Unlock()
	}
	if t.Failed() {
		return
	}
	if cut.Load() == 0 {
		t.Fatal("every game ended before the kill: the test proved nothing")
	}
	t.Logf("%d seats were cut by the kill and resumed on the second server", cut.Load())
	for i, es := range ends {
		for j, e := range es {
			if e.Replay != es[0].Replay {
				t.Errorf("table %d: seat %d was sent another end", i, j)
			}
		}
		res, _, err := verify.File("table.replay", []byte(es[0].Replay))
		if err != nil || res.Outcome != verify.Victory || res.Winner != es[0].Winner {
			t.Errorf("table %d's replay: %+v, %v", i, res, err)
		}
	}
}
