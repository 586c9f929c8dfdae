"""What is one per process and what is per thread (docs/architecture.md, "Threads").

The context is process-wide, as MindSpore's is: ``set_context`` and a running ``with ms.context_scope``
block are seen by every thread, and overlapping blocks of several threads may end in any order.  The
jit cache counts every hit exactly, also when threads share the lock-free fast path.
"""
from __future__ import annotations

import threading

import numpy as np

import msgraph as ms
from msgraph import context as ctx


def _in_thread(fn):
    out = []
    t = threading.Thread(target=lambda: out.append(fn()))
    t.start()
    t.join(30)
    assert not t.is_alive()
    return out[0]


def test_set_context_in_one_thread_is_seen_by_another():
    ctx.reset_context()
    try:
        _in_thread(lambda: ms.set_context(mode=ms.GRAPH_MODE, jit_level="O0"))
        assert ms.get_context("mode") == ms.GRAPH_MODE and ms.get_context("jit_level") == "O0"
        ms.set_context(jit_level="O2")
        assert _in_thread(lambda: ms.get_context("jit_level")) == "O2"
    finally:
        ctx.reset_context()


def test_a_running_scope_is_process_wide():
    ctx.reset_context()
    with ms.context_scope(jit_level="O0"):
        assert _in_thread(lambda: ms.get_context("jit_level")) == "O0"
    assert ms.get_context("jit_level") == "O1"


def test_overlapping_scopes_of_two_threads_end_in_any_order():
    """A enters, B enters, A leaves, B leaves: B's value holds until B leaves, then the original."""
    ctx.reset_context()
    a_in, b_in, a_out, b_out = (threading.Event() for _ in range(4))
    seen = {}

    def thread_a():
        with ms.context_scope(mode=ms.GRAPH_MODE, jit_level="O0"):
            a_in.set()
            b_in.wait(10)
        seen["after A left"] = (ms.get_context("mode"), ms.get_context("jit_level"))
        a_out.set()

    def thread_b():
        a_in.wait(10)
        with ms.context_scope(jit_level="O2"):
            b_in.set()
            a_out.wait(10)
            seen["B inside"] = (ms.get_context("mode"), ms.get_context("jit_level"))
        b_out.set()

    ts = [threading.Thread(target=thread_a), threading.Thread(target=thread_b)]
    for t in ts:
        t.start()
    for t in ts:
        t.join(30)
    assert b_out.is_set()
    # A's mode is back to PYNATIVE (nobody else set it); jit_level belongs to B until B leaves
    assert seen["after A left"] == (ms.PYNATIVE_MODE, "O2")
    assert seen["B inside"] == (ms.PYNATIVE_MODE, "O2")
    assert (ms.get_context("mode"), ms.get_context("jit_level")) == (ms.PYNATIVE_MODE, "O1")
    assert ctx._scopes == []


def test_nested_scopes_in_one_thread_restore_in_order():
    ctx.reset_context()
    with ms.context_scope(jit_level="O0"):
        with ms.context_scope(jit_level="O2", mode=ms.GRAPH_MODE):
            assert ms.get_context("jit_level") == "O2"
        assert (ms.get_context("jit_level"), ms.get_context("mode")) == ("O0", ms.PYNATIVE_MODE)
    assert ms.get_context("jit_level") == "O1"


def add_one(x):
    return x + 1


def test_cache_hits_from_many_threads_are_all_counted():
    jf = ms.jit(add_one)
    x = ms.Tensor(np.arange(3, dtype=np.float32))
    jf(x)                                    # compiled once, here
    n_threads, calls = 8, 300
    barrier = threading.Barrier(n_threads)

    def work():
        barrier.wait()
        for _ in range(calls):
            jf(x)

    ts = [threading.Thread(target=work) for _ in range(n_threads)]
    for t in ts:
        t.start()
    for t in ts:
        t.join(60)
    info = jf.cache_info()
    assert (info.misses, info.compiles, info.size) == (1, 1, 1)
    assert info.hits == n_threads * calls
