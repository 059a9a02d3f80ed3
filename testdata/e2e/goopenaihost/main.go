// Command goopenaihost chats with a model through go-openai. The model may
// call the MCP server's tools; only the user runs prompts, with
// "/prompt <name> <input>".
package main

import (
	"bufio"
	"context"
	"fmt"
	"log"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	openai "github.com/sashabaranov/go-openai"

	"example.com/goopenaihost/chat"
	"example.com/goopenaihost/slash"
)

func main() {
	ctx := context.Background()
	c, err := client.NewStdioMCPClient(os.Args[1], nil, os.Args[2:]...)
	if err != nil {
		log.Fatal(err)
	}
	defer c.Close()
	if _, err := c.Initialize(ctx, mcp.InitializeRequest{}); err != nil {
		log.Fatal(err)
	}
	session, err := chat.New(ctx, openai.NewClient(os.Getenv("OPENAI_API_KEY")), c)
	if err != nil {
		log.Fatal(err)
	}
	commands := slash.Commands(c)

	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		line := sc.Text()
		var out string
		if cmd, ok := strings.CutPrefix(line, "/"); ok {
			name, args, _ := strings.Cut(cmd, " ")
			out, err = commands.Run(ctx, name, args)
		} else {
			out, err = session.Respond(ctx, line)
		}
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Println(out)
	}
}
