"""Codegen tests: a private kernel cache per session, a fresh context per test."""
import os
import tempfile

import pytest

from msgraph.context import reset_context

_CACHE = tempfile.mkdtemp(prefix="msgraph-test-cache-")
os.environ.setdefault("MSGRAPH_CACHE_DIR", _CACHE)


@pytest.fixture(autouse=True)
def _fresh_context():
    reset_context()
    yield
    reset_context()
