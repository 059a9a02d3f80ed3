// Command gateway serves two MCP gateways in front of one upstream server:
// a go-sdk one on stdio and an mcp-go one over HTTP.
package main

import (
	"context"
	"log"
	"os"
	"os/exec"

	"github.com/mark3labs/mcp-go/client"
	mark3 "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/gateway/gosdkgw"
	"example.com/gateway/mark3gw"
)

func main() {
	ctx := context.Background()
	c := mcp.NewClient(&mcp.Implementation{Name: "gateway", Version: "v0.1.0"}, nil)
	up, err := c.Connect(ctx, &mcp.CommandTransport{Command: exec.Command(os.Args[1], os.Args[2:]...)}, nil)
	if err != nil {
		log.Fatal(err)
	}
	srv := mcp.NewServer(&mcp.Implementation{Name: "gateway", Version: "v0.1.0"}, nil)
	for _, mirror := range []func(context.Context, *mcp.ClientSession, *mcp.Server) error{
		gosdkgw.MirrorTools, gosdkgw.MirrorPrompts, gosdkgw.PromptsAsTools,
	} {
		if err := mirror(ctx, up, srv); err != nil {
			log.Fatal(err)
		}
	}

	mc, err := client.NewStdioMCPClient(os.Args[1], nil, os.Args[2:]...)
	if err != nil {
		log.Fatal(err)
	}
	if _, err := mc.Initialize(ctx, mark3.InitializeRequest{}); err != nil {
		log.Fatal(err)
	}
	ms := server.NewMCPServer("gateway", "v0.1.0")
	g := &mark3gw.Gateway{Up: mc}
	g.Register(ms)
	if err := g.RegisterPromptTools(ctx, ms); err != nil {
		log.Fatal(err)
	}
	go func() {
		if err := server.NewStreamableHTTPServer(ms).Start(":8080"); err != nil {
			log.Fatal(err)
		}
	}()

	if err := srv.Run(ctx, &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
