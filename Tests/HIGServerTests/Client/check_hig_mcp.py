"""Drives `hig mcp` with the official MCP Python SDK (PyPI `mcp`), as an assistant would.

Usage: python check_hig_mcp.py HIG CONTENT CACHE

Connects with the SDK's high-level Client (which probes `server/discover` and falls back to the
initialize handshake) and with a bare ClientSession; lists and calls every tool (the SDK checks
each structured result against the tool's output schema), reads resources, and sends wrong
calls. Then talks to a second `hig mcp` over raw pipes with malformed and hostile lines. Prints a
JSON summary on standard output for the Swift test to check; exits 1 with the reason on failure.
"""

import asyncio
import json
import subprocess
import sys
import warnings

from mcp import Client, ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.shared.exceptions import MCPError

EXPECTED_TOOLS = {"search", "get_rule", "get_guideline", "cite", "check_citations", "related_rules", "changes"}


def fail(message):
    print(f"check_hig_mcp: {message}", file=sys.stderr)
    sys.exit(1)


def expect(condition, message):
    if not condition:
        fail(message)


def text_of(result):
    return "".join(block.text for block in result.content if getattr(block, "type", "") == "text")


async def with_client(params, summary):
    async with Client(params) as client:
        summary["protocolVersion"] = client.protocol_version
        summary["serverName"] = client.server_info.name if client.server_info else None
        await client.send_ping()

        tools = (await client.list_tools()).tools
        names = {tool.name for tool in tools}
        expect(names == EXPECTED_TOOLS, f"tools/list gave {sorted(names)}")
        for tool in tools:
            expect(tool.input_schema.get("type") == "object", f"{tool.name}: input schema is no object")
            expect(tool.output_schema and tool.output_schema.get("type") == "object", f"{tool.name}: no output schema")
        summary["tools"] = sorted(names)

        calls = {
            "search": {"query": "드래그 취소", "limit": 3},
            "get_rule": {"id": "drag-and-drop/2rtass"},
            "get_guideline": {"slug": "modality"},
            "cite": {"id": "drag-and-drop/4h8tpa", "format": "markdown", "lang": "ko"},
            "check_citations": {"text": "Fine: HIG:drag-and-drop/4h8tpa. Broken: HIG:drag-and-drop/zzzzzz."},
            "related_rules": {"source": "struct V: View { var body: some View { Text(\"x\").sheet(isPresented: $a) { B() } } }"},
            "changes": {"since": "2026-01-01", "lang": "both"},
        }
        results = {}
        for name, arguments in calls.items():
            # call_tool validates structuredContent against the tool's outputSchema.
            result = await client.call_tool(name, arguments)
            expect(not result.is_error, f"{name} failed: {text_of(result)}")
            expect(result.structured_content is not None, f"{name}: no structuredContent")
            results[name] = {"text": text_of(result), "structured": result.structured_content}
        summary["calls"] = results

        wrong = {}
        for name, arguments in {
            "get_rule": {"id": "drag-and-drop/zzzzzz"},
            "search": {"query": 42},
            "cite": {"id": "x", "format": "pdf"},
            "get_guideline": {"slug": "alerts", "extra": True},
        }.items():
            result = await client.call_tool(name, arguments)
            expect(result.is_error, f"{name} with {arguments} did not fail")
            wrong[name] = text_of(result)
        summary["toolErrors"] = wrong

        try:
            await client.call_tool("no_such_tool", {})
            fail("an unknown tool was answered")
        except MCPError as error:
            summary["unknownTool"] = {"code": error.error.code, "message": error.error.message}

        resources = (await client.list_resources()).resources
        summary["resources"] = sorted(str(resource.uri) for resource in resources)
        read = await client.read_resource("hig://guideline/drag-and-drop")
        expect(read.contents[0].mime_type == "text/markdown", "a resource is not Markdown")
        summary["resourceText"] = read.contents[0].text
        try:
            await client.read_resource("hig://guideline/nope")
            fail("an unknown resource was read")
        except MCPError as error:
            summary["unknownResource"] = {"code": error.error.code, "message": error.error.message}


async def with_session(params, summary):
    """The initialize handshake by hand, as clients of the 2025 revisions do."""
    async with stdio_client(params) as streams:
        read, write = streams[0], streams[1]
        async with ClientSession(read, write) as session:
            result = await session.initialize()
            summary["handshake"] = {
                "protocolVersion": result.protocol_version,
                "tools": result.capabilities.tools is not None,
                "resources": result.capabilities.resources is not None,
                "instructions": bool(result.instructions),
            }
            found = await session.call_tool("search", {"query": "modality", "kind": "rule", "limit": 1})
            expect(not found.is_error and found.structured_content["hits"], "search in a bare session failed")


def raw_session(command):
    """Malformed and hostile lines over raw pipes: each gets its JSON-RPC answer, and then the
    server still answers; closing its input ends it with status 0."""
    lines = [
        "this is not JSON",
        "[]",
        '{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}',
        '{"jsonrpc":"1.0","id":1,"method":"ping"}',
        '{"jsonrpc":"2.0","id":2,"method":"no/such/method"}',
        '{"jsonrpc":"2.0","id":3,"method":"initialize","params":{"protocolVersion":"1999-01-01","capabilities":{}}}',
        '{"jsonrpc":"2.0","method":"notifications/initialized"}',
        '{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"search","arguments":"query"}}',
        '{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"search","arguments":{"query":"' + "가" * 200000 + '"}}}',
        '{"jsonrpc":"2.0","id":6,"method":"resources/read","params":{"uri":7}}',
        "[" * 100000,
        '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"get_rule","arguments":{"id":"modality/dy5qt2"}}}',
        '{"jsonrpc":"2.0","id":8,"method":"ping"}',
        '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":9,"reason":"not needed"}}',
        '{"jsonrpc":"2.0","id":9,"method":"ping"}',
        '{"jsonrpc":"2.0","id":10,"method":"ping"}',
    ]
    process = subprocess.run(
        command, input=("\n".join(lines) + "\n").encode(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120
    )
    answers = [json.loads(line) for line in process.stdout.decode().splitlines()]
    return {"status": process.returncode, "answers": answers}


def main():
    # The SDK warns that ping is gone from the 2026 revision; hig speaks the 2025 ones, which have it.
    warnings.filterwarnings("ignore", message="ping is removed")
    hig, content, cache = sys.argv[1:4]
    args = ["mcp", "--content", content, "--cache-dir", cache]
    params = StdioServerParameters(command=hig, args=args)
    summary = {}
    asyncio.run(with_client(params, summary))
    asyncio.run(with_session(params, summary))
    summary["raw"] = raw_session([hig] + args)
    print(json.dumps(summary, ensure_ascii=False))


if __name__ == "__main__":
    main()
