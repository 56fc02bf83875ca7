//go:build !js

package livesplit

import (
	"net"
	"time"
)

// tcpConn speaks LiveSplit Server's TCP protocol: one command per line.
type tcpConn struct{ c net.Conn }

func platformDial(addr string) (transport, error) {
	c, err := net.DialTimeout("tcp", addr, dialTimeout)
	if err != nil {
		return nil, err
	}
	return &tcpConn{c: c}, nil
}

func (t *tcpConn) Send(cmd string) error {
	t.c.SetWriteDeadline(time.Now().Add(writeTimeout))
	_, err := t.c.Write([]byte(cmd + "\r\n"))
	return err
}

func (t *tcpConn) Close() error { return t.c.Close() }
