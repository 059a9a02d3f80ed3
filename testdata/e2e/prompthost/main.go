// Command prompthost is an MCP host with a prompt menu on the go-sdk and
// a command palette on mcp-go. The user types a number for a menu entry,
// or a prompt's name as a slash command.
package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/prompthost/fetch"
	"example.com/prompthost/menu"
	"example.com/prompthost/picker"
)

func main() {
	ctx := context.Background()
	client := mcp.NewClient(&mcp.Implementation{Name: "prompthost", Version: "v1"}, nil)
	cs, err := client.Connect(ctx, &mcp.CommandTransport{}, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	entries := menu.Load(ctx, cs)
	for i, e := range entries {
		fmt.Printf("%d. %s\n", i+1, e.Label)
	}
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if name, ok := strings.CutPrefix(line, "/"); ok {
			// A slash command: the name the user typed.
			if err := fetch.Fetch(ctx, cs, name); err != nil {
				fmt.Fprintln(os.Stderr, err)
			}
			continue
		}
		if i, err := strconv.Atoi(line); err == nil && i >= 1 && i <= len(entries) {
			picker.Open(ctx, cs, entries[i-1])
			picker.OpenByName(ctx, cs, entries[i-1])
		}
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
}
