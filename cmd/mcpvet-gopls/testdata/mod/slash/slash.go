// Package slash runs the prompts a user picks with a slash command. A
// person chooses them, so listing and fetching them is fine: mcpvet stays
// silent.
package slash

import (
	"context"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/goplsmod/fetch"
)

// Menu lists the prompts for the user to pick from.
func Menu(ctx context.Context, cs *mcp.ClientSession) ([]string, error) {
	var lines []string
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			return nil, err
		}
		lines = append(lines, "/"+p.Name+": "+p.Description)
	}
	return lines, nil
}

// Run fetches the prompt the user typed as /name.
func Run(ctx context.Context, cs *mcp.ClientSession, line string) (string, error) {
	name, ok := strings.CutPrefix(line, "/")
	if !ok {
		return "", fmt.Errorf("not a slash command: %q", line)
	}
	return fetch.Prompt(ctx, cs, name)
}
