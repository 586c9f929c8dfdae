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

import numpy as np

import msgraph as ms
from msgraph import Tensor, nn, ops
from msgraph.ops._grad.grad_base import bprop_getters

P = ops.operations
binop_grad_common = ops.binop_grad_common

GRAD_TEXT = "[[4.5099998 2.7       3.6000001]\n [4.5099998 2.7       3.6000001]]"


# --------------------------------------------------------------------------------------------
# Seed 000 (MindSpore r1.8 notebook "dynamic and static graphs")
# --------------------------------------------------------------------------------------------
class MyNet(nn.Cell):
    """自定义网络，实现两个张量的加法"""

    def __init__(self):
        super(MyNet, self).__init__()
        self.add = ops.Add()

    def construct(self, x, y):
        return self.add(x, y)


class MulNet(nn.Cell):
    """自定义网络，实现两个张量的乘法 (the notebook calls it ``Net``)"""

    def __init__(self):
        super(MulNet, self).__init__()
        self.mul = ops.Mul()

    def construct(self, x, y):
        """定义执行代码"""
        return self.mul(x, y)


class Net(nn.Cell):
    """自定义网络: f(x, y) = (x * z) @ y"""

    def __init__(self):
        super(Net, self).__init__()
        self.matmul = ops.MatMul()
        self.z = ms.Parameter(ms.Tensor(np.array([1.0], np.float32)), name='z')

    def construct(self, x, y):
        x = x * self.z
        x = self.matmul(x, y)
        return x


class GradNetWrtX(nn.Cell):
    """定义对x的求导"""

    def __init__(self, net):
        super(GradNetWrtX, self).__init__()

        self.net = net
        self.grad_op = ops.GradOperation()

    def construct(self, x, y):
        gradient_function = self.grad_op(self.net)
        return gradient_function(x, y)


class LoopNet(nn.Cell):
    """自定义网络: a for loop unrolled in PyNative (the notebook calls it ``Net``)"""

    def __init__(self):
        super(LoopNet, self).__init__()
        self.matmul = ops.MatMul()
        self.z = ms.Parameter(ms.Tensor(np.array([1.0], np.float32)), name='z')

    def construct(self, x):
        for _ in range(3):
            x = x + self.z
        return x


def get_bprop_mul(self):
    """Grad definition for `Mul` operation (registered by the bprop snippet)."""
    mul_func = P.Mul()

    def bprop(x, y, out, dout):
        bc_dx = mul_func(y, dout)
        bc_dy = mul_func(x, dout)
        return binop_grad_common(x, y, bc_dx, bc_dy)

    return bprop


def _xy():
    x = ms.Tensor(np.array([1.0, 2.0, 3.0]).astype(np.float32))
    y = ms.Tensor(np.array([4.0, 5.0, 6.0]).astype(np.float32))
    return x, y


def _grad_xy():
    x = ms.Tensor([[0.8, 0.6, 0.2], [1.8, 1.3, 1.1]], dtype=ms.float32)
    y = ms.Tensor([[0.11, 3.3, 1.1], [1.1, 0.2, 1.4], [1.1, 2.2, 0.3]], dtype=ms.float32)
    return x, y


def snippet_add() -> Callable[[], Any]:
    x, y = _xy()
    net = MyNet()
    return lambda: net(x, y)


def snippet_mul_cell() -> Callable[[], Any]:
    x, y = _xy()
    net = MulNet()
    return lambda: net(x, y)


def snippet_ops_mul(graph: bool) -> Callable[[], Any]:
    x, y = _xy()
    if graph:
        # The notebook runs ops.mul eagerly; in Graph mode the same call goes through ms.jit.
        mul = ms.jit(lambda a, b: ops.mul(a, b))
        return lambda: mul(x, y).asnumpy()
    return lambda: ops.mul(x, y).asnumpy()


def snippet_grad_net() -> Callable[[], Any]:
    x, y = _grad_xy()
    net = GradNetWrtX(Net())
    return lambda: net(x, y)


def snippet_registered_bprop() -> Callable[[], Any]:
    """``@bprop_getters.register(ops.Mul)``, then the gradient again (it goes through Mul's bprop)."""
    bprop_getters.register(ops.Mul)(get_bprop_mul)
    x, y = _grad_xy()
    net = GradNetWrtX(Net())
    return lambda: net(x, y)


def snippet_loop() -> Callable[[], Any]:
    x = ms.Tensor(np.array([1.0, 2.0, 3.0]).astype(np.float32))
    net = LoopNet()
    return lambda: net(x)


# --------------------------------------------------------------------------------------------
# Seed 001 (MindSpore 2.x article): the 784-512-512-10 MLP, PyNative vs Graph, ms.jit
# --------------------------------------------------------------------------------------------
class Network(nn.Cell):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.dense_relu_sequential = nn.SequentialCell(
            nn.Dense(28 * 28, 512),
            nn.ReLU(),
            nn.Dense(512, 512),
            nn.ReLU(),
            nn.Dense(512, 10)
        )

    def construct(self, x):
        x = self.flatten(x)
        logits = self.dense_relu_sequential(x)
        return logits


class JitNetwork(Network):
    """Seed 001 section 2.2.3: ``@ms.jit`` on ``construct``."""

    @ms.jit
    def construct(self, x):
        x = self.flatten(x)
        logits = self.dense_relu_sequential(x)
        return logits


def _mlp_input():
    return Tensor(np.ones([64, 1, 28, 28]).astype(np.float32))


def _shape(out: Any) -> str:
    return str(tuple(out.shape))


def snippet_mlp() -> Callable[[], Any]:
    model = Network()
    input = _mlp_input()  # noqa: A001 - the seed's name
    return lambda: _shape(model(input))


def snippet_jit_decorator() -> Callable[[], Any]:
    input = _mlp_input()  # noqa: A001

    @ms.jit  # 使用ms.jit装饰器，使被装饰的函数以静态图模式运行
    def run(x):
        model = Network()
        return model(x)

    return lambda: _shape(run(input))


def snippet_jit_transform() -> Callable[[], Any]:
    input = _mlp_input()  # noqa: A001

    def run(x):
        model = Network()
        return model(x)

    run_with_jit = ms.jit(run)  # 通过调用jit将函数转换为以静态图方式执行
    return lambda: _shape(run_with_jit(input))


def snippet_jit_construct() -> Callable[[], Any]:
    input = _mlp_input()  # noqa: A001
    model = JitNetwork()
    return lambda: _shape(model(input))


def snippet_jit_config() -> Callable[[], Any]:
    """Seed 001 section 3.2: JitConfig(jit_level, exec_mode, jit_syntax_level)."""
    input = _mlp_input()  # noqa: A001
    model = Network()
    cfg = ms.JitConfig(jit_level="O1", exec_mode="auto", jit_syntax_level="LAX")
    run = ms.jit(lambda x: model(x), jit_config=cfg)
    return lambda: _shape(run(input))


# name, builder(graph) -> call, expected text, modes ("pynative", "graph")
Snippet = Tuple[str, Callable[[bool], Callable[[], Any]], str, Tuple[str, ...]]
BOTH = ("pynative", "graph")
SNIPPETS: List[Snippet] = [
    ("000 MyNet: ops.Add() in a Cell", lambda g: snippet_add(), "[5. 7. 9.]", BOTH),
    ("000 Net: ops.Mul() in a Cell", lambda g: snippet_mul_cell(), "[ 4. 10. 18.]", BOTH),
    ("000 ops.mul(x, y).asnumpy()", snippet_ops_mul, "[ 4. 10. 18.]", BOTH),
    ("000 GradNetWrtX (GradOperation)", lambda g: snippet_grad_net(), GRAD_TEXT, BOTH),
    ("000 @bprop_getters.register(ops.Mul)", lambda g: snippet_registered_bprop(), GRAD_TEXT, BOTH),
    ("000 for loop over a Parameter", lambda g: snippet_loop(), "[4. 5. 6.]", BOTH),
    ("001 784-512-512-10 MLP", lambda g: snippet_mlp(), "(64, 10)", BOTH),
    ("001 @ms.jit def run(x)", lambda g: snippet_jit_decorator(), "(64, 10)", ("graph",)),
    ("001 ms.jit(run)", lambda g: snippet_jit_transform(), "(64, 10)", ("graph",)),
    ("001 @ms.jit on construct", lambda g: snippet_jit_construct(), "(64, 10)", ("graph",)),
    ("001 ms.jit(..., jit_config=JitConfig)", lambda g: snippet_jit_config(), "(64, 10)", ("graph",)),
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
