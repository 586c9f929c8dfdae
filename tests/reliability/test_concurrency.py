"""Concurrency: 8 threads on one jitted function / one Cell, mixed shapes and dtypes.

Every call returns the right value and each signature (shape, dtype, constant) is compiled
exactly once, however the threads interleave; the PyNative tape is per thread.
"""
from __future__ import annotations

import threading

import numpy as np
import pytest

import msgraph as ms
import msgraph.nn as nn
from msgraph import ops
from msgraph.runtime import stats

N_THREADS = 8
ROUNDS = 6
SIGNATURES = [((2,), np.float32), ((3,), np.float32), ((2, 3), np.float32), ((4, 1), np.float64),
              ((2,), np.float64), ((5,), np.float32)]


def _run_threads(work, n=N_THREADS):
    """Start ``n`` threads released together by a barrier; re-raise the first exception."""
    barrier = threading.Barrier(n)
    errors = []

    def body(i):
        try:
            barrier.wait()
            work(i)
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)
    threads = [threading.Thread(target=body, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert not any(t.is_alive() for t in threads), "a thread hung"
    if errors:
        raise errors[0]


def _input(i, k):
    shape, dt = SIGNATURES[(i + k) % len(SIGNATURES)]
    base = np.arange(int(np.prod(shape)), dtype=dt).reshape(shape)
    return base * 0.25 + i - 3.0


def poly(x, k):
    y = x * 3.0 + 1.0
    if k > 1:
        y = ops.tanh(y) * k
    for i in range(2):
        y = y + x * i
    return y.sum(), y


def poly_ref(x, k):
    y = x * 3.0 + 1.0
    if k > 1:
        y = ops.tanh(ms.Tensor(y)).asnumpy() * k     # MindSpore's CPU Tanh (float32: its Pade approximant)
    y = y + x * 0 + x * 1
    return y.sum(), y


def test_threads_share_one_jit_function_and_compile_each_signature_once():
    jf = ms.jit(poly)
    before = stats.total()
    ks = (1, 2)

    def work(i):
        for r in range(ROUNDS):
            a = _input(i, r)
            k = ks[(i + r) % 2]
            s, y = jf(ms.Tensor(a), k)
            want_s, want_y = poly_ref(a, k)
            assert y.dtype == ms.Tensor(want_y).dtype and s.dtype == y.dtype
            np.testing.assert_allclose(y.asnumpy(), want_y, rtol=1e-5, atol=1e-6)
            np.testing.assert_allclose(float(s.asnumpy()), float(want_s), rtol=1e-5, atol=1e-5)
    _run_threads(work)
    seen = {(SIGNATURES[(i + r) % len(SIGNATURES)], ks[(i + r) % 2]) for i in range(N_THREADS)
            for r in range(ROUNDS)}
    info = jf.cache_info()
    assert info.compiles == len(seen) == info.size
    assert info.misses == len(seen)
    assert info.hits + info.misses == N_THREADS * ROUNDS
    assert stats.total() - before == len(seen)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array(1.5, np.float32)), name="w")
        self.scale = 2.0

    def construct(self, x):
        h = ops.relu(x * self.w) + self.scale
        if h.sum() > 10.0:
            h = h * 0.5
        return h


def net_ref(x):
    h = np.maximum(x * np.float32(1.5), 0) + 2.0
    if h.sum() > 10.0:
        h = h * 0.5
    return h


def test_threads_share_one_cell_in_graph_mode():
    net = Net()
    before = stats.by_function().get("Net", 0)

    def work(i):
        with ms.context_scope(mode=ms.GRAPH_MODE):
            for r in range(ROUNDS):
                a = _input(i, r)
                if a.dtype == np.float64:
                    a = a.astype(np.float32)
                out = net(ms.Tensor(a))
                assert out.dtype == ms.float32
                np.testing.assert_allclose(out.asnumpy(), net_ref(a), rtol=1e-6)
    _run_threads(work)
    shapes = {SIGNATURES[(i + r) % len(SIGNATURES)][0] for i in range(N_THREADS) for r in range(ROUNDS)}
    assert stats.by_function().get("Net", 0) - before == len(shapes)
    assert net.w.asnumpy() == np.float32(1.5)        # read-only use never writes Parameters


def loss_fn(x, w):
    return (ops.sin(x * w) * w).sum()


def test_threads_take_gradients_concurrently_in_both_modes():
    g = ms.grad(loss_fn, grad_position=(0, 1))
    fn137 = lambda a, b: g(a, b)
    jg = ms.jit(fn137)

    def work(i):
        for r in range(ROUNDS):
            x = np.linspace(-1.0, 1.0, 3 + (i + r) % 3).astype(np.float32) + 0.1 * i
            w = np.float32(0.5 + 0.1 * r)
            dx_want = np.cos(x * w) * w * w
            dw_want = np.sum(np.cos(x * w) * x * w + np.sin(x * w))
            for dx, dw in (g(ms.Tensor(x), ms.Tensor(w)), jg(ms.Tensor(x), ms.Tensor(w))):
                np.testing.assert_allclose(dx.asnumpy(), dx_want, rtol=1e-5, atol=1e-6)
                np.testing.assert_allclose(float(dw.asnumpy()), float(dw_want), rtol=1e-5, atol=1e-5)
    _run_threads(work)
    assert jg.cache_info().compiles == 3      # three input lengths, one dtype


@pytest.mark.parametrize("level", ["O0", "O1", "O2"])
def test_threads_and_jit_levels(level):
    jf = ms.jit(poly, jit_config=ms.JitConfig(jit_level=level))

    def work(i):
        a = _input(i, 0)
        s, y = jf(ms.Tensor(a), 2)
        np.testing.assert_allclose(y.asnumpy(), poly_ref(a, 2)[1], rtol=1e-5, atol=1e-6)
    _run_threads(work)
    assert jf.cache_info().compiles == len({SIGNATURES[i % len(SIGNATURES)] for i in range(N_THREADS)})


def bad_or_good(x, mode):
    if mode == "bad":
        return x + ops.ones((7,), ms.float32)
    return x * 2.0


def test_failing_compiles_in_threads_do_not_poison_the_cache():
    jf = ms.jit(bad_or_good)

    def work(i):
        x = ms.Tensor(np.ones(3, np.float32))
        if i % 2:
            with pytest.raises(ValueError):
                jf(x, "bad")
        else:
            assert jf(x, "good").asnumpy().tolist() == [2.0, 2.0, 2.0]
    _run_threads(work)
    assert jf(ms.Tensor(np.ones(3, np.float32)), "good").asnumpy().tolist() == [2.0, 2.0, 2.0]
    info = jf.cache_info()
    assert info.compiles == 1 and info.size == 1
