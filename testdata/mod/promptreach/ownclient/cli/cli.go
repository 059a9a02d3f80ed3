// Package cli is an MCP inspector: a person types "mcp action=get_prompt
// name=..." and the same registry runs it. Nothing here is a model's.
package cli

import (
	"bufio"
	"context"
	"os"
	"strings"

	"example.com/t/promptreach/ownclient/tools"
)

// Repl reads commands from the terminal.
func Repl(ctx context.Context, up *tools.Upstream) {
	reg := tools.NewRegistry()
	reg.Add(&tools.MCPTool{Up: up})
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		args := map[string]any{}
		for _, f := range fields[1:] {
			k, v, _ := strings.Cut(f, "=")
			args[k] = v
		}
		out, _ := reg.Run(ctx, fields[0], args)
		os.Stdout.WriteString(out + "\n")
	}
}
