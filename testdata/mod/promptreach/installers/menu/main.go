package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/anthropics/anthropic-sdk-go/v2"

	"example.com/t/promptreach/installers/tools"
)

// connectUpstream connects to the MCP server that serves the prompts.
func connectUpstream(context.Context) (*tools.PromptEndpoint, error) {
	url := os.Getenv("PROMPT_SERVER_URL")
	if url == "" {
		return nil, errors.New("PROMPT_SERVER_URL is not set")
	}
	return &tools.PromptEndpoint{URL: url, HTTP: &http.Client{Timeout: 30 * time.Second}}, nil
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	upstream, err := connectUpstream(ctx)
	if err != nil {
		log.Fatalf("connect to the prompt server: %v", err)
	}
	llm := anthropic.NewClient()

	h := newHost(llm, upstream)
	answer, err := h.converse(ctx, strings.Join(os.Args[1:], " "))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(answer)
}
