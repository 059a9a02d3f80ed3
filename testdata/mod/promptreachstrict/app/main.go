// Command app uses lib (whose own finding covers the path through
// lib.Fetch) and libmarked (a user selection), and fetches a fixed prompt
// at start-up through a helper of its own: that path is reported here.
package main

import (
	"context"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/promptreachstrict/lib"
	"example.com/t/promptreachstrict/libmarked"
)

func main() {
	ctx := context.Background()
	client := mcp.NewClient(&mcp.Implementation{Name: "app", Version: "v1"}, nil)
	cs, err := client.Connect(ctx, &mcp.CommandTransport{}, nil)
	if err != nil {
		log.Fatal(err)
	}
	if _, err := lib.Fetch(ctx, cs, "weekly"); err != nil {
		log.Fatal(err)
	}
	if _, err := libmarked.Selected(ctx, cs, "weekly"); err != nil {
		log.Fatal(err)
	}
	greet(ctx, cs) // want `strict: main.main, the program's main, reaches prompts/get without a user selection: main.main → main.greet → \(\*mcp.ClientSession\).GetPrompt`
}

func greet(ctx context.Context, cs *mcp.ClientSession) {
	if _, err := cs.GetPrompt(ctx, &mcp.GetPromptParams{Name: "welcome"}); err != nil {
		log.Print(err)
	}
}
