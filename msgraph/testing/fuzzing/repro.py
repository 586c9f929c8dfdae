"""Repro files: a (shrunk) failing program as a standalone module that runs the failing mode and asserts.

The file is the program's module (prelude import, Cells, numpy reference, ``make_data``) with the
failure's traceback in its header and a ``__main__`` block that compares the failing mode with
PyNative (or the reference, or finite differences) through :mod:`msgraph.testing.fuzz`.
"""
from __future__ import annotations

import os
from typing import Any, Dict, Sequence

import numpy as np

from .program import Program
from .results import Failure
from .runner import FD_EPS, FD_TOL, LEVELS, _grads_split, _param_map, _tensors

__all__ = ["write_repro", "fd_report"]


def _main_block(failure: Failure) -> str:
    lv = failure.mode.rsplit("-", 1)[-1] if failure.mode.rsplit("-", 1)[-1] in LEVELS else "O1"
    backend = {"numba": "numba_backend", "cudasim": "cuda_sim_backend"}.get(failure.mode.split("-")[0],
                                                                           "python_backend")
    head = [
        "",
        "",
        'if __name__ == "__main__":',
        "    # Reproduces: " + failure.title(),
    ]
    if backend == "cuda_sim_backend":
        head.append('    os.environ.setdefault("NUMBA_ENABLE_CUDASIM", "1")   # before numba.cuda is imported')
    head += [
        "    import msgraph.compiler",
        f"    from msgraph.testing.fuzz import assert_same, {backend} as backend",
        "",
        "    msgraph.compiler.VERIFY_IR = True   # the fuzzer verifies the IR after every pass",
        "    P, inputs, S = make_data()",
        "    T = [ms.Tensor(a) if isinstance(a, np.ndarray) else a for a in inputs]",
        "    net = Net(P)",
    ]
    st = failure.stage
    if st == "reference":
        body = ["    expected = net_ref(P, *inputs)                 # numpy reference",
                "    got = net(*T)                                  # PyNative",
                "    print('reference:', expected)", "    print('PyNative :', got)",
                "    assert_same(expected, got, 1e-4)"]
    elif st in ("forward", "cached") and failure.mode in LEVELS:
        body = ["    expected = net(*T)                             # PyNative",
                "    with backend():",
                f"        jf = ms.jit(net, jit_config=ms.JitConfig(jit_level={lv!r}))",
                "        got = jf(*T)" + ("\n        got = jf(*T)                               # cached call"
                                          if st == "cached" else ""),
                "    print('PyNative:', expected)", f"    print('Graph {failure.mode}:', got)",
                "    assert_same(expected, got, 1e-5)"]
    elif st == "graph_mode":
        body = ["    expected = net(*T)                             # PyNative",
                "    with ms.context_scope(mode=ms.GRAPH_MODE):",
                "        got = net(*T)", "        got = net(*T)",
                "    print('PyNative:', expected)", "    print('GRAPH_MODE:', got)",
                "    assert_same(expected, got, 1e-5)"]
    elif st == "grad" and failure.mode == "PyNative":
        body = ["    gn = GradNet(Loss(net, S))",
                "    print('PyNative grads:', gn(*T))"]
    elif st == "grad":
        body = ["    gn = GradNet(Loss(net, S))",
                "    expected = gn(*T)                              # PyNative (tape)",
                "    with backend():",
                f"        got = ms.jit(gn, jit_config=ms.JitConfig(jit_level={lv!r}))(*T)",
                "    print('PyNative grads:', expected)", f"    print('Graph {failure.mode} grads:', got)",
                "    assert_same(expected, got, 1e-4)"]
    elif st == "fd":
        body = ["    from msgraph.testing.fuzz import fd_report",
                "    gn = GradNet(Loss(net, S))",
                "    fd_report(__import__('__main__'), net, gn, P, inputs, S)"]
    else:
        body = ["    print(net(*T))",
                "    with backend():",
                f"        print(ms.jit(net, jit_config=ms.JitConfig(jit_level={lv!r}))(*T))"]
    return "\n".join(head + body) + "\n"


def fd_report(mod: Any, net: Any, gn: Any, P: Dict[str, Any], inputs: Sequence[Any], S: Any) -> None:
    """Print analytic vs finite-difference directional derivatives (used by fd repro files)."""
    T = _tensors(inputs)
    g = gn(*T)
    has_w = hasattr(gn, "weights")
    gi, gw = _grads_split(g, len(T), has_w)
    keys = _param_map(net, P)
    rng = np.random.default_rng(0)
    tensor_pos = [i for i, a in enumerate(inputs) if isinstance(a, np.ndarray)]
    items = [("in", tensor_pos[j], gg) for j, gg in enumerate(gi) if j < len(tensor_pos)]
    items += [("P", keys[id(w)], gg) for w, gg in zip(list(gn.weights) if has_w else [], gw)]
    bad = 0
    for where, key, gg in items:
        base = P[key] if where == "P" else inputs[key]
        v = rng.standard_normal(np.shape(base))
        an = float(np.sum(np.asarray(gg.asnumpy(), np.float64) * v))

        def L(d: np.ndarray) -> float:
            P2, ins = dict(P), list(inputs)
            if where == "P":
                P2[key] = P[key] + d
            else:
                ins[key] = inputs[key] + d
            return float(mod.loss_ref(P2, S, *ins))
        fd = (L(FD_EPS * v) - L(-FD_EPS * v)) / (2 * FD_EPS)
        ok = abs(an - fd) <= FD_TOL * max(1.0, float(np.sum(np.abs(np.asarray(gg.asnumpy()) * v))))
        bad += not ok
        print(f"{'ok ' if ok else 'BAD'} {where} {key}: analytic {an:.10g}  finite differences {fd:.10g}")
    assert not bad, f"{bad} gradient(s) disagree with finite differences"


def write_repro(prog: Program, failure: Failure, out_dir: str, tag: str = "",
                others: Sequence[Failure] = ()) -> str:
    """Write ``prog`` as a standalone file reproducing ``failure``; returns its path."""
    os.makedirs(out_dir, exist_ok=True)
    name = f"repro_{prog.seed}_{failure.kind}_{failure.stage}_{failure.mode}{tag}.py".replace("/", "_")
    path = os.path.join(out_dir, name)
    also = sorted({f.title() for f in others if f.signature() != failure.signature()})
    header = (f"Reproduces: {failure.title()}\n"
              f"Run: python {name}\n"
              + (("The unshrunk program also failed with: " + "; ".join(also) + "\n") if also else "")
              + "\n" + "\n".join(failure.detail.strip().splitlines()[-25:]))
    with open(path, "w", encoding="utf-8") as f:
        f.write(prog.source(header=header))
        f.write(_main_block(failure))
    return path
