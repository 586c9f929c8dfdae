"""W6: first-call latency of W2 (MLP forward) and W3 (train step) in a fresh process.

Each measurement is a new Python process (``--child``) that imports msgraph, builds
the model and times the first call.  The kernel cache directory is a fresh
empty one ("cold") or the one the cold run just filled ("warm").  Reported:

* ``import``      -- ``import msgraph`` (+ nn);
* ``first call``  -- the default mode: the graph runs on numpy while Numba compiles
  in the background (what a user waits for);
* ``kernels ready`` -- from the first call until the background compile finished
  (the graph then switched to Numba);
* ``first call, sync`` -- ``MSGRAPH_SYNC_COMPILE=1``: compile (or load) every kernel
  before running;
* for JAX, the first ``jit`` call of the same computation.

Children run with Python's bytecode cache enabled (as on a user's machine), after
one throwaway run has filled it.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def child(workload: str, peer: str) -> None:
    t0 = time.perf_counter()
    if peer == "jax":
        import jax
        import jax.numpy as jnp
        import numpy as np

        t_imp = time.perf_counter() - t0
        sys.path.insert(0, HERE)
        rng = np.random.default_rng(0)
        p = [jnp.asarray(rng.normal(size=s).astype(np.float32) * 0.05) for s in
             [(512, 784), (512,), (512, 512), (512,), (10, 512), (10,)]]
        a = jnp.asarray(rng.normal(size=(64, 784)).astype(np.float32))
        oh = jnp.asarray(np.eye(10, dtype=np.float32)[rng.integers(0, 10, 64)])

        def fwd(p, a):
            h = jax.nn.relu(a @ p[0].T + p[1])
            h = jax.nn.relu(h @ p[2].T + p[3])
            return h @ p[4].T + p[5]

        def loss(p, a, oh):
            return -(oh * jax.nn.log_softmax(fwd(p, a), axis=-1)).sum(axis=1).mean()

        if workload == "W2":
            f = jax.jit(fwd)
            t1 = time.perf_counter()
            f(p, a).block_until_ready()
        else:
            @jax.jit
            def step(p, a, oh):
                lv, g = jax.value_and_grad(loss)(p, a, oh)
                return lv, [pi - 1e-2 * gi for pi, gi in zip(p, g)]
            t1 = time.perf_counter()
            step(p, a, oh)[0].block_until_ready()
        print(json.dumps({"import": t_imp, "first": time.perf_counter() - t1}))
        return
    import msgraph as ms  # noqa: F401
    from msgraph import nn  # noqa: F401

    t_imp = time.perf_counter() - t0
    sys.path.insert(0, HERE)
    from workloads import make_mlp, mlp_data

    from msgraph.codegen import backend

    xn, yn = mlp_data()
    x, y = ms.Tensor(xn), ms.Tensor(yn)
    _, forward, step = make_mlp()
    fn = ms.jit(forward if workload == "W2" else step)
    args = (x,) if workload == "W2" else (x, y)
    t1 = time.perf_counter()
    fn(*args)
    first = time.perf_counter() - t1
    t2 = time.perf_counter()
    backend.wait_for_kernels(300)
    ready = time.perf_counter() - t1
    t3 = time.perf_counter()
    fn(*args)
    second = time.perf_counter() - t3
    from msgraph.runtime import disk_cache

    print(json.dumps({"import": t_imp, "first": first, "ready": ready, "second": second,
                      "cache": disk_cache.stats(), "t_wait": time.perf_counter() - t2}))


_PYCACHE = tempfile.mkdtemp(prefix="msgraph-w6-pycache-")


def run_child(workload: str, cache: str, sync: bool = False, peer: str = "msgraph") -> dict:
    # Like a user's machine: Python's bytecode cache on (this sandbox sets PYTHONDONTWRITEBYTECODE),
    # kept in a private prefix; measure() warms it with one throwaway run.
    env = dict(os.environ, MSGRAPH_CACHE_DIR=cache, PYTHONPYCACHEPREFIX=_PYCACHE)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("MSGRAPH_SYNC_COMPILE", None)
    if sync:
        env["MSGRAPH_SYNC_COMPILE"] = "1"
    out = subprocess.run([sys.executable, os.path.abspath(__file__), "--child", workload, peer],
                         capture_output=True, text=True, env=env, timeout=600)
    if out.returncode != 0:
        raise RuntimeError(out.stderr[-2000:])
    return json.loads(out.stdout.strip().splitlines()[-1])


def measure(table, repeats: int = 3) -> None:
    """Adds W6 rows: medians over ``repeats`` fresh processes."""
    import statistics

    from harness import have

    with tempfile.TemporaryDirectory(prefix="msgraph-w6-warmup-") as d:
        run_child("W3", d, sync=True)                 # fills the bytecode cache only
        if have("jax"):
            run_child("W3", d, peer="jax")
    for w in ("W2", "W3"):
        rows = {"cold": [], "warm": [], "cold_sync": [], "warm_sync": []}
        for _ in range(repeats):
            with tempfile.TemporaryDirectory(prefix="msgraph-w6-") as d:
                rows["cold"].append(run_child(w, d))
                rows["warm"].append(run_child(w, d))
            with tempfile.TemporaryDirectory(prefix="msgraph-w6s-") as d:
                rows["cold_sync"].append(run_child(w, d, sync=True))
                rows["warm_sync"].append(run_child(w, d, sync=True))

        def med(key, field):
            return statistics.median(r[field] for r in rows[key])

        table.add(f"W6 {w}", "import msgraph", med("cold", "import"))
        table.add(f"W6 {w}", "first call, empty cache", med("cold", "first"), "numpy while Numba compiles")
        table.add(f"W6 {w}", "first call, warm cache", med("warm", "first"), "numpy while Numba loads")
        table.add(f"W6 {w}", "kernels ready, empty cache", med("cold", "ready"), "background, after 1st call")
        table.add(f"W6 {w}", "kernels ready, warm cache", med("warm", "ready"), "background, after 1st call")
        table.add(f"W6 {w}", "first call sync, empty cache", med("cold_sync", "first"),
                  "MSGRAPH_SYNC_COMPILE=1")
        table.add(f"W6 {w}", "first call sync, warm cache", med("warm_sync", "first"),
                  "MSGRAPH_SYNC_COMPILE=1")
        if have("jax"):
            with tempfile.TemporaryDirectory() as d:
                js = [run_child(w, d, peer="jax") for _ in range(repeats)]
            table.add(f"W6 {w}", "JAX jit first call", statistics.median(r["first"] for r in js))


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "--child":
        child(sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else "msgraph")
    else:
        sys.path.insert(0, HERE)
        from harness import Table

        t = Table()
        measure(t)
        print(t.markdown({}))
