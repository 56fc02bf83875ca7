//go:build !js

package livesplit

import (
	"bufio"
	"errors"
	"net"
	"strings"
	"time"
)

// tcpConn speaks LiveSplit Server's TCP protocol: one command per line, and
// one line per answer. A goroutine reads the answers, so that a server that
// closes is seen (as the end of Recv) before the next command is written
// into the void.
type tcpConn struct {
	c    net.Conn
	recv chan string
}

func platformDial(addr string) (transport, error) {
	c, err := net.DialTimeout("tcp", addr, dialTimeout)
	if err != nil {
		return nil, shortNetError(err)
	}
	t := &tcpConn{c: c, recv: make(chan string, 16)}
	go t.read()
	return t, nil
}

// read passes answers on until the connection ends. Answers nobody waits
// for are dropped rather than stall the reading: the sender only waits for
// the answers to its own questions, a couple at a time.
func (t *tcpConn) read() {
	defer close(t.recv)
	sc := bufio.NewScanner(t.c)
	for sc.Scan() {
		select {
		case t.recv <- strings.TrimRight(sc.Text(), "\r"):
		default:
		}
	}
}

func (t *tcpConn) Send(cmd string) error {
	t.c.SetWriteDeadline(time.Now().Add(writeTimeout))
	_, err := t.c.Write([]byte(cmd + "\r\n"))
	return shortNetError(err)
}

func (t *tcpConn) Recv() <-chan string { return t.recv }

func (t *tcpConn) Close() error { return t.c.Close() }

// shortNetError drops the addresses from a network error, which the status
// line shows next to the address already: "connect: connection refused".
func shortNetError(err error) error {
	var op *net.OpError
	if errors.As(err, &op) && op.Err != nil {
		return op.Err
	}
	return err
}
