"""W1-W5: each workload in msgraph (PyNative, Graph O0/O1/O2) and its peers.

Every ``wN(table, quick)`` adds one row per implementation to ``table``.  Graph
rows are timed in steady state: kernels are compiled before timing
(``backend.sync_compile``); first-call latency is W6's business.
"""
from __future__ import annotations

import numpy as np

import msgraph as ms
from msgraph import nn, ops
from msgraph.codegen import backend

from harness import Table, have, timeit

F32 = np.float32
LEVELS = ("O0", "O1", "O2")


def _graph(fn, level, *args):
    """``ms.jit(fn)`` compiled for ``args`` with its kernels ready (steady state)."""
    jf = ms.jit(fn, jit_config=ms.JitConfig(jit_level=level))
    with backend.sync_compile():
        jf(*args)
    backend.wait_for_kernels()
    return jf


# ---------------------------------------------------------------------------------------
# W1: elementwise chain on 4M float32 elements
# ---------------------------------------------------------------------------------------
def w1_fn(x):
    return ops.relu(x * 1.5 + 0.3) * ops.sigmoid(x) + ops.tanh(x) * 0.5


def w1(table: Table, quick: bool = False) -> None:
    n = (1 << 20) if quick else (4 << 20)
    xn = np.random.default_rng(0).standard_normal(n).astype(F32)
    x = ms.Tensor(xn)
    name = "W1"
    from msgraph.ops import _fastpath

    for _ in range(_fastpath.REQUEST_ELEMENTS // n + 2):   # PyNative steady too: its eager Sigmoid/Tanh kernels
        w1_fn(x)                                            # asked for (msgraph.ops._fastpath) and loaded
    backend.wait_for_kernels()
    table.add(name, "PyNative", timeit(lambda: w1_fn(x)))
    for lvl in LEVELS:
        jf = _graph(w1_fn, lvl, x)
        table.add(name, f"Graph {lvl}", timeit(lambda: jf(x)))

    def np_w1(a):
        return np.maximum(a * F32(1.5) + F32(0.3), F32(0)) * (F32(1) / (F32(1) + np.exp(-a))) + \
            np.tanh(a) * F32(0.5)

    table.add(name, "numpy", timeit(lambda: np_w1(xn)))
    from numba import njit, prange

    from msgraph.codegen import vecmath as vm

    @njit(parallel=True, nogil=True, error_model="numpy", cache=False)
    def hand(a):
        out = np.empty_like(a)
        for i in prange(a.shape[0]):
            v = a[i]
            r = v * F32(1.5) + F32(0.3)
            r = r if r > F32(0) else F32(0)
            out[i] = r * vm.sigmoid(v) + vm.tanh(v) * F32(0.5)
        return out

    from msgraph.runtime.numba_env import PARALLEL_LOCK

    def hand_call():
        with PARALLEL_LOCK:
            return hand(xn)

    hand_call()
    table.add(name, "hand-written Numba (prange)", timeit(hand_call))
    if have("jax"):
        import jax
        import jax.numpy as jnp

        jf = jax.jit(lambda a: jax.nn.relu(a * 1.5 + 0.3) * jax.nn.sigmoid(a) + jnp.tanh(a) * 0.5)
        xj = jnp.asarray(xn)
        jf(xj).block_until_ready()
        table.add(name, "JAX jit", timeit(lambda: jf(xj).block_until_ready()))
    if have("torch"):
        import torch

        xt = torch.from_numpy(xn)
        with torch.no_grad():
            table.add(name, "PyTorch eager", timeit(
                lambda: torch.relu(xt * 1.5 + 0.3) * torch.sigmoid(xt) + torch.tanh(xt) * 0.5))


# ---------------------------------------------------------------------------------------
# W2/W3: the seeds' 784-512-512-10 MLP, batch 64
# ---------------------------------------------------------------------------------------
class Network(nn.Cell):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.dense_relu_sequential = nn.SequentialCell(
            nn.Dense(28 * 28, 512), nn.ReLU(), nn.Dense(512, 512), nn.ReLU(), nn.Dense(512, 10))

    def construct(self, x):
        x = self.flatten(x)
        return self.dense_relu_sequential(x)


def make_mlp(seed: int = 0):
    ms.set_seed(seed)
    model = Network()
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.SGD(model.trainable_params(), 1e-2)

    def forward(x):
        return model(x)

    def forward_fn(data, label):
        logits = model(data)
        return loss_fn(logits, label), logits

    grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters, has_aux=True)

    def train_step(data, label):
        (loss, _), grads = grad_fn(data, label)
        opt(grads)
        return loss

    return model, forward, train_step


def mlp_data(batch: int = 64):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(batch, 1, 28, 28)).astype(F32)
    y = rng.integers(0, 10, batch).astype(np.int32)
    return x, y


def _weights(model):
    ps = [p.asnumpy().copy() for p in model.trainable_params()]
    return ps  # W1 (512,784), b1, W2, b2, W3, b3 (Dense stores (out, in))


def w2(table: Table, quick: bool = False) -> None:
    xn, _ = mlp_data()
    x = ms.Tensor(xn)
    model, forward, _ = make_mlp()
    name = "W2"
    table.add(name, "PyNative", timeit(lambda: forward(x)))
    for lvl in LEVELS:
        jf = _graph(forward, lvl, x)
        table.add(name, f"Graph {lvl}", timeit(lambda: jf(x)))
    w = _weights(model)
    a = xn.reshape(64, -1)

    def np_fwd():
        h = np.maximum(a @ w[0].T + w[1], 0)
        h = np.maximum(h @ w[2].T + w[3], 0)
        return h @ w[4].T + w[5]

    table.add(name, "numpy", timeit(np_fwd))
    if have("jax"):
        import jax
        import jax.numpy as jnp

        wj = [jnp.asarray(v) for v in w]

        @jax.jit
        def jfwd(p, a):
            h = jax.nn.relu(a @ p[0].T + p[1])
            h = jax.nn.relu(h @ p[2].T + p[3])
            return h @ p[4].T + p[5]

        aj = jnp.asarray(a)
        jfwd(wj, aj).block_until_ready()
        table.add(name, "JAX jit", timeit(lambda: jfwd(wj, aj).block_until_ready()))
    if have("torch"):
        import torch

        tm = _torch_mlp(w)
        xt = torch.from_numpy(a)
        with torch.no_grad():
            table.add(name, "PyTorch eager", timeit(lambda: tm(xt)))


def _torch_mlp(w):
    import torch

    tm = torch.nn.Sequential(torch.nn.Linear(784, 512), torch.nn.ReLU(), torch.nn.Linear(512, 512),
                             torch.nn.ReLU(), torch.nn.Linear(512, 10))
    with torch.no_grad():
        for layer, (wt, b) in zip([tm[0], tm[2], tm[4]], [(w[0], w[1]), (w[2], w[3]), (w[4], w[5])]):
            layer.weight.copy_(torch.from_numpy(wt))
            layer.bias.copy_(torch.from_numpy(b))
    return tm


def w3(table: Table, quick: bool = False) -> None:
    xn, yn = mlp_data()
    x, y = ms.Tensor(xn), ms.Tensor(yn)
    name = "W3"
    model, _, step = make_mlp()
    table.add(name, "PyNative", timeit(lambda: step(x, y)))
    for lvl in LEVELS:
        model, _, step = make_mlp()
        jf = _graph(step, lvl, x, y)
        table.add(name, f"Graph {lvl}", timeit(lambda: jf(x, y)))
    model, _, _ = make_mlp()
    w = _weights(model)
    a = xn.reshape(64, -1)
    onehot = np.eye(10, dtype=F32)[yn]
    lr = F32(1e-2)

    def np_step():
        z1 = a @ w[0].T + w[1]
        h1 = np.maximum(z1, 0)
        z2 = h1 @ w[2].T + w[3]
        h2 = np.maximum(z2, 0)
        lo = h2 @ w[4].T + w[5]
        m = lo.max(axis=1, keepdims=True)
        e = np.exp(lo - m)
        s = e.sum(axis=1, keepdims=True)
        logp = lo - m - np.log(s)
        loss = -(onehot * logp).sum(axis=1).mean()
        g = (e / s - onehot) / F32(64)
        g3w, g3b = g.T @ h2, g.sum(axis=0)
        d2 = (g @ w[4]) * (z2 > 0)
        g2w, g2b = d2.T @ h1, d2.sum(axis=0)
        d1 = (d2 @ w[2]) * (z1 > 0)
        g1w, g1b = d1.T @ a, d1.sum(axis=0)
        for p, gr in zip(w, (g1w, g1b, g2w, g2b, g3w, g3b)):
            p -= lr * gr
        return loss

    table.add(name, "numpy (hand-written backward)", timeit(np_step))
    if have("jax"):
        import jax
        import jax.numpy as jnp

        def jloss(p, a, oh):
            h = jax.nn.relu(a @ p[0].T + p[1])
            h = jax.nn.relu(h @ p[2].T + p[3])
            lo = h @ p[4].T + p[5]
            return -(oh * jax.nn.log_softmax(lo, axis=-1)).sum(axis=1).mean()

        @jax.jit
        def jstep(p, a, oh):
            loss, g = jax.value_and_grad(jloss)(p, a, oh)
            return loss, [pi - 1e-2 * gi for pi, gi in zip(p, g)]

        state = {"p": [jnp.asarray(v) for v in w]}
        aj, oj = jnp.asarray(a), jnp.asarray(onehot)

        def run():
            loss, state["p"] = jstep(state["p"], aj, oj)
            loss.block_until_ready()

        run()
        table.add(name, "JAX jit", timeit(run))
    if have("torch"):
        import torch

        tm = _torch_mlp(w)
        opt = torch.optim.SGD(tm.parameters(), lr=1e-2)
        xt, yt = torch.from_numpy(a), torch.from_numpy(yn.astype(np.int64))

        def tstep():
            opt.zero_grad()
            loss = torch.nn.functional.cross_entropy(tm(xt), yt)
            loss.backward()
            opt.step()
            return loss

        table.add(name, "PyTorch eager", timeit(tstep))


# ---------------------------------------------------------------------------------------
# W4: x + y on 3-element Tensors, per call
# ---------------------------------------------------------------------------------------
def w4_add(x, y):
    return x + y


def w4(table: Table, quick: bool = False) -> None:
    an = np.array([1.0, 2.0, 3.0], F32)
    bn = np.array([4.0, 5.0, 6.0], F32)
    x, y = ms.Tensor(an), ms.Tensor(bn)
    name = "W4"
    table.add(name, "PyNative", timeit(lambda: x + y), "Tensor.__add__ (one op)")
    table.add(name, "PyNative ops.add", timeit(lambda: ops.add(x, y)))
    for lvl in LEVELS:
        jf = _graph(w4_add, lvl, x, y)
        table.add(name, f"Graph {lvl}", timeit(lambda: jf(x, y)), "compiled call")
    table.add(name, "numpy", timeit(lambda: an + bn))
    if have("jax"):
        import jax
        import jax.numpy as jnp

        jf = jax.jit(lambda a, b: a + b)
        aj, bj = jnp.asarray(an), jnp.asarray(bn)
        jf(aj, bj).block_until_ready()
        table.add(name, "JAX jit", timeit(lambda: jf(aj, bj).block_until_ready()))
    if have("torch"):
        import torch

        at, bt = torch.from_numpy(an), torch.from_numpy(bn)
        table.add(name, "PyTorch eager", timeit(lambda: at + bt))


# ---------------------------------------------------------------------------------------
# W5: while x.sum() < 100: x = x*1.1 + 0.01 on 1,000 elements from 0.01
# ---------------------------------------------------------------------------------------
def w5_loop(x):
    while x.sum() < 100:
        x = x * 1.1 + 0.01
    return x


def w5(table: Table, quick: bool = False) -> None:
    xn = np.full(1000, 0.01, F32)
    x = ms.Tensor(xn)
    name = "W5"
    table.add(name, "PyNative", timeit(lambda: w5_loop(x)))
    for lvl in LEVELS:
        jf = _graph(w5_loop, lvl, x)
        table.add(name, f"Graph {lvl}", timeit(lambda: jf(x)))

    def np_loop(a):
        while a.sum() < 100:
            a = a * F32(1.1) + F32(0.01)
        return a

    table.add(name, "numpy", timeit(lambda: np_loop(xn)))
    from numba import njit

    @njit(cache=False)
    def nb_loop(a):
        while a.sum() < 100:
            a = a * np.float32(1.1) + np.float32(0.01)
        return a

    nb_loop(xn)
    table.add(name, "hand-written @njit loop", timeit(lambda: nb_loop(xn)))
    if have("jax"):
        import jax
        import jax.numpy as jnp

        @jax.jit
        def jloop(a):
            return jax.lax.while_loop(lambda v: v.sum() < 100, lambda v: v * 1.1 + 0.01, a)

        aj = jnp.asarray(xn)
        jloop(aj).block_until_ready()
        table.add(name, "JAX jit (lax.while_loop)", timeit(lambda: jloop(aj).block_until_ready()))
    if have("torch"):
        import torch

        xt = torch.from_numpy(xn)

        def tloop(a):
            while a.sum() < 100:
                a = a * 1.1 + 0.01
            return a

        table.add(name, "PyTorch eager", timeit(lambda: tloop(xt)))


WORKLOADS = {"W1": w1, "W2": w2, "W3": w3, "W4": w4, "W5": w5}
BASELINE = {"W1": "numpy", "W2": "numpy", "W3": "PyNative", "W4": "numpy", "W5": "numpy"}
