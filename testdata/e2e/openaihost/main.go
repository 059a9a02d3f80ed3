// Command openaihost chats with an OpenAI model that can use the tools of
// an MCP server; "/name" runs one of the server's prompts.
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
	"github.com/openai/openai-go/v3"

	"example.com/openaihost/catalog"
	"example.com/openaihost/dispatch"
	"example.com/openaihost/llm"
)

func main() {
	ctx := context.Background()
	mc, err := client.NewStdioMCPClient(os.Args[1], nil, os.Args[2:]...)
	if err != nil {
		log.Fatal(err)
	}
	defer mc.Close()
	if _, err := mc.Initialize(ctx, mcp.InitializeRequest{}); err != nil {
		log.Fatal(err)
	}
	tools, err := catalog.Tools(ctx, mc)
	if err != nil {
		log.Fatal(err)
	}
	ptools, err := catalog.PromptTools(ctx, mc)
	if err != nil {
		log.Fatal(err)
	}
	d := dispatch.New(mc)
	loop := &llm.Loop{Client: openai.NewClient(), Tools: append(tools, ptools...), Exec: d}

	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		var out string
		if name, ok := strings.CutPrefix(sc.Text(), "/"); ok {
			out, err = d.Slash(ctx, name)
		} else {
			out, err = loop.Ask(ctx, sc.Text())
		}
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Println(out)
	}
}
