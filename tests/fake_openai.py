"""A local OpenAI-compatible HTTP server for tests: POST /v1/chat/completions, answered by a function the
test gives. Never a live service."""
from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Callable


def completion(content: str, prompt_tokens: int = 100, completion_tokens: int = 20) -> dict:
    return {"id": "chatcmpl-test", "object": "chat.completion", "created": int(time.time()), "model": "test-model",
            "choices": [{"index": 0, "finish_reason": "stop",
                         "message": {"role": "assistant", "content": content}}],
            "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                      "total_tokens": prompt_tokens + completion_tokens}}


def error(status: int, message: str = "error") -> tuple[int, dict]:
    return status, {"error": {"message": message, "type": "server_error", "code": None}}


class FakeOpenAI:
    """`answer(request_json) -> dict | (status, dict)`; `delay` seconds per request; records requests and the
    highest number handled at once."""

    def __init__(self, answer: Callable[[dict], object], delay: float = 0.0):
        self.answer = answer
        self.delay = delay
        self.requests: list[dict] = []
        self.active = 0
        self.max_active = 0
        self._lock = threading.Lock()
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *a):  # quiet
                pass

            def do_POST(self):  # noqa: N802
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
                with outer._lock:
                    outer.requests.append(body)
                    outer.active += 1
                    outer.max_active = max(outer.max_active, outer.active)
                try:
                    if outer.delay:
                        time.sleep(outer.delay)
                    res = outer.answer(body)
                finally:
                    with outer._lock:
                        outer.active -= 1
                status, payload = res if isinstance(res, tuple) else (200, res)
                data = json.dumps(payload).encode("utf-8")
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def __enter__(self) -> "FakeOpenAI":
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.server.shutdown()
        self.server.server_close()
