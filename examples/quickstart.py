"""The seed tutorials' snippets on msgraph, in PyNative and/or Graph mode, with timings.

Run ``python examples/quickstart.py [--mode pynative|graph|both] [--repeat N]``.

Every snippet is the tutorial's code with ``import mindspore as ms`` replaced by
``import msgraph as ms``.  For each mode the script prints the snippet's result next
to the output the tutorial printed, the time of the first call (which includes
compilation in Graph mode) and the mean time of later calls.  It exits with status 1
if any result differs from the tutorial's.

Graph mode runs the same code after ``ms.set_context(mode=ms.GRAPH_MODE)``, plus the
``@ms.jit`` variants of seed 001 (decorator, function transform, decorated construct).
"""
from __future__ import annotations

import argparse
import contextlib
import io
import sys
import time
from typing import Any, Callable, List, Optional, Tuple

import msgraph as ms
from msgraph import ops
from msgraph.ops._grad.grad_base import bprop_getters

# The tutorials' Cells, inputs and printed results (shared with tests/graph/test_seeds_graph.py).
from _seed_cells import (ADD_TEXT, GRAD_TEXT, LOOP_TEXT, MLP_SHAPE, MUL_TEXT, GradNetWrtX, JitNetwork, LoopNet,
                         MulNet, MyNet, Net, Network, get_bprop_mul, grad_xy, mlp_input, xy)


# --------------------------------------------------------------------------------------------
# Seed 000 (MindSpore r1.8 notebook "dynamic and static graphs")
# --------------------------------------------------------------------------------------------
def snippet_add() -> Callable[[], Any]:
    x, y = xy()
    net = MyNet()
    return lambda: net(x, y)


def snippet_mul_cell() -> Callable[[], Any]:
    x, y = xy()
    net = MulNet()
    return lambda: net(x, y)


def snippet_ops_mul(graph: bool) -> Callable[[], Any]:
    x, y = xy()
    if graph:
        # The notebook runs ops.mul eagerly; in Graph mode the same call goes through ms.jit.
        # (a lambda given to ms.jit must be alone on its line: MindSpore's "Parse Lambda Function Fail")
        mul_fn = lambda a, b: ops.mul(a, b)
        mul = ms.jit(mul_fn)
        return lambda: mul(x, y).asnumpy()
    return lambda: ops.mul(x, y).asnumpy()


def snippet_grad_net() -> Callable[[], Any]:
    x, y = grad_xy()
    net = GradNetWrtX(Net())
    return lambda: net(x, y)


def snippet_registered_bprop() -> Callable[[], Any]:
    """``@bprop_getters.register(ops.Mul)``, then the gradient again (it goes through Mul's bprop)."""
    bprop_getters.register(ops.Mul)(get_bprop_mul)
    x, y = grad_xy()
    net = GradNetWrtX(Net())
    return lambda: net(x, y)


def snippet_loop() -> Callable[[], Any]:
    x, _ = xy()
    net = LoopNet()
    return lambda: net(x)


# --------------------------------------------------------------------------------------------
# Seed 001 (MindSpore 2.x article): the 784-512-512-10 MLP, PyNative vs Graph, ms.jit
# --------------------------------------------------------------------------------------------
def _shape(out: Any) -> str:
    return str(tuple(out.shape))


def snippet_mlp() -> Callable[[], Any]:
    model = Network()
    input = mlp_input()  # noqa: A001 - the seed's name
    return lambda: _shape(model(input))


def snippet_jit_decorator() -> Callable[[], Any]:
    input = mlp_input()  # noqa: A001

    @ms.jit  # 使用ms.jit装饰器，使被装饰的函数以静态图模式运行
    def run(x):
        model = Network()
        return model(x)

    return lambda: _shape(run(input))


def snippet_jit_transform() -> Callable[[], Any]:
    input = mlp_input()  # noqa: A001

    def run(x):
        model = Network()
        return model(x)

    run_with_jit = ms.jit(run)  # 通过调用jit将函数转换为以静态图方式执行
    return lambda: _shape(run_with_jit(input))


def snippet_jit_construct() -> Callable[[], Any]:
    input = mlp_input()  # noqa: A001
    model = JitNetwork()
    return lambda: _shape(model(input))


def snippet_jit_config() -> Callable[[], Any]:
    """Seed 001 section 3.2: JitConfig(jit_level, exec_mode, jit_syntax_level)."""
    input = mlp_input()  # noqa: A001
    model = Network()
    cfg = ms.JitConfig(jit_level="O1", exec_mode="auto", jit_syntax_level="LAX")
    call_model = lambda x: model(x)
    run = ms.jit(call_model, jit_config=cfg)
    return lambda: _shape(run(input))


# name, builder(graph) -> call, expected text, modes ("pynative", "graph")
Snippet = Tuple[str, Callable[[bool], Callable[[], Any]], str, Tuple[str, ...]]
BOTH = ("pynative", "graph")
SNIPPETS: List[Snippet] = [
    ("000 MyNet: ops.Add() in a Cell", lambda g: snippet_add(), ADD_TEXT, BOTH),
    ("000 Net: ops.Mul() in a Cell", lambda g: snippet_mul_cell(), MUL_TEXT, BOTH),
    ("000 ops.mul(x, y).asnumpy()", snippet_ops_mul, MUL_TEXT, BOTH),
    ("000 GradNetWrtX (GradOperation)", lambda g: snippet_grad_net(), GRAD_TEXT, BOTH),
    ("000 @bprop_getters.register(ops.Mul)", lambda g: snippet_registered_bprop(), GRAD_TEXT, BOTH),
    ("000 for loop over a Parameter", lambda g: snippet_loop(), LOOP_TEXT, BOTH),
    ("001 784-512-512-10 MLP", lambda g: snippet_mlp(), str(MLP_SHAPE), BOTH),
    ("001 @ms.jit def run(x)", lambda g: snippet_jit_decorator(), str(MLP_SHAPE), ("graph",)),
    ("001 ms.jit(run)", lambda g: snippet_jit_transform(), str(MLP_SHAPE), ("graph",)),
    ("001 @ms.jit on construct", lambda g: snippet_jit_construct(), str(MLP_SHAPE), ("graph",)),
    ("001 ms.jit(..., jit_config=JitConfig)", lambda g: snippet_jit_config(), str(MLP_SHAPE), ("graph",)),
]


def _printed(value: Any) -> str:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        print(value)
    return buf.getvalue().rstrip("\n")


def run_mode(mode: str, repeat: int) -> int:
    """Run every snippet of ``mode``; print results and timings; return the number of mismatches."""
    ms.set_context(mode=ms.GRAPH_MODE if mode == "graph" else ms.PYNATIVE_MODE)
    ms.set_seed(0)
    saved_mul_bprop = bprop_getters.lookup(ops.Mul)
    mismatches = 0
    print(f"=== {mode} mode " + "=" * 60)
    try:
        for name, build, expected, modes in SNIPPETS:
            if mode not in modes:
                continue
            call = build(mode == "graph")
            t0 = time.perf_counter()
            first = call()
            t_first = time.perf_counter() - t0
            later: Optional[float] = None
            if repeat > 1:
                t0 = time.perf_counter()
                for _ in range(repeat - 1):
                    call()
                later = (time.perf_counter() - t0) / (repeat - 1)
            text = _printed(first)
            ok = text == expected
            mismatches += not ok
            print(f"--- {name}  [{'OK' if ok else 'MISMATCH'}]")
            print(text)
            if not ok:
                print(f"expected (seed):\n{expected}")
            timing = f"first call {t_first * 1e3:.2f} ms"
            if later is not None:
                timing += f", later calls {later * 1e3:.3f} ms (mean of {repeat - 1})"
            print(timing)
    finally:
        if saved_mul_bprop is not None:
            bprop_getters.register(ops.Mul)(saved_mul_bprop)
        ms.set_context(mode=ms.PYNATIVE_MODE)
    return mismatches


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=("pynative", "graph", "both"), default="both")
    parser.add_argument("--repeat", type=int, default=10, help="calls per snippet (first + later)")
    args = parser.parse_args(argv)
    modes = ["pynative", "graph"] if args.mode == "both" else [args.mode]
    bad = sum(run_mode(m, max(1, args.repeat)) for m in modes)
    print(f"=== {'all results match the seeds' if not bad else f'{bad} result(s) differ from the seeds'}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
