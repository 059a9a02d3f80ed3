// Command anthropichost is a terminal chat with Claude that can use the
// tools of an MCP server. Lines starting with "/" run the server's prompts.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"os/exec"
	"strings"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/anthropichost/agent"
	"example.com/anthropichost/menu"
	"example.com/anthropichost/prompttool"
	"example.com/anthropichost/tools"
)

func clock(ctx context.Context, input json.RawMessage) (string, error) {
	return "12:00", nil
}

func main() {
	ctx := context.Background()
	client := mcp.NewClient(&mcp.Implementation{Name: "anthropichost", Version: "v0.1.0"}, nil)
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: exec.Command(os.Args[1], os.Args[2:]...)}, nil)
	if err != nil {
		log.Fatal(err)
	}
	defer cs.Close()

	runner := &prompttool.Runner{Session: cs}

	// The model's tools.
	reg := tools.NewRegistry()
	reg.Add("clock", "Current time", nil, clock)
	reg.Add("run_prompt", "Run one of the server's prompts", map[string]any{"name": map[string]any{"type": "string"}}, runner.Run)

	// The user's slash commands: same registry type, not shown to the model.
	commands := tools.NewRegistry()
	commands.Add("prompt", "Run a prompt", nil, runner.Run)

	system, err := menu.SystemPrompt(ctx, cs)
	if err != nil {
		log.Fatal(err)
	}
	ag := agent.New(anthropic.NewClient(), reg, system)

	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		line := sc.Text()
		if name, ok := strings.CutPrefix(line, "/"); ok {
			if name == "help" {
				_ = menu.Help(ctx, os.Stdout, cs)
				continue
			}
			in, _ := json.Marshal(map[string]string{"name": name})
			out, err := commands.Run(ctx, "prompt", in)
			if err != nil {
				fmt.Println("error:", err)
				continue
			}
			fmt.Print(out)
			continue
		}
		reply, err := ag.Send(ctx, line)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Println(reply)
	}
}
