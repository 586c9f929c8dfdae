"""Data-dependent ``if`` and ``while`` in construct, with gradients, in PyNative and Graph mode.

Graph mode compiles the *source* of ``construct``.  A condition on a Python value (an int, a
flag, a shape) is decided at compile time; a condition on a Tensor is decided at run time and
becomes an ``if`` or ``while`` node of the IR.  Reverse-mode autodiff goes through both: the
backward of a Tensor ``while`` replays the loop in reverse from a tape of the values each
iteration needed.

This example:

1. ``Attenuate`` - a Cell whose ``while`` loop runs a data-dependent number of times and whose
   ``if`` picks a formula by a Tensor comparison; the value, the gradient with respect to the
   input and to the Cell's Parameter, in each mode (they must agree), then its IR.
2. ``newton_sqrt`` - square roots by Newton's iteration until converged; its gradient through
   the loop equals the analytic 1 / (2 sqrt(a)).  Its Graph-mode IR shows the forward loop
   pushing each iterate on a tape and the backward loop popping them.

    python examples/control_flow.py               # both modes, IR printed
    python examples/control_flow.py --mode graph
    python examples/control_flow.py --no-ir       # results only
"""
from __future__ import annotations

import numpy as np

import _common
import msgraph as ms
import msgraph.nn as nn
from msgraph import ops


class Attenuate(nn.Cell):
    """Halve ``x * w`` until its largest magnitude is under ``limit``; then a soft or hard penalty."""

    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([1.5, -2.0, 0.5], np.float32)), name="w")

    def construct(self, x, limit):
        y = x * self.w
        halvings = ops.zeros((), ms.int32)   # a Tensor: has_aux's side outputs must be Tensors (MindSpore 2.10's
        while ops.abs(y).max() > limit:      # PyNative refuses Python numbers there); Tensor condition: a while node,
            y = y * 0.5                      # runs 0..n times
            halvings = halvings + 1
        if y.sum() > 0.0:                    # Tensor condition: an if node
            out = (y * y).sum()
        else:
            out = ops.exp(y).sum()
        return out, halvings


def newton_sqrt(a):
    """sqrt(a) by Newton's iteration x <- (x + a/x) / 2, run until converged."""
    x = a
    while ops.abs(x * x - a).max() > 1e-6:
        x = 0.5 * (x + a / x)
    return x


def sum_sqrt(a):
    return newton_sqrt(a).sum()


def main(argv=None):
    p = _common.parser(__doc__)
    p.add_argument("--no-ir", action="store_true", help="do not print the IR")
    p.add_argument("--fast", action="store_true", help="accepted for uniformity (this example is fast)")
    args = p.parse_args(argv)

    net = Attenuate()
    # (value, halvings) and the gradients w.r.t. x (position 0) and w; has_aux: halvings is a side output
    grad_fn = ms.value_and_grad(net, grad_position=0, weights=net.trainable_params(), has_aux=True)
    sqrt_grad = ms.grad(sum_sqrt)

    inputs = [("x=[1, 2, 3], limit=1", ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32)), ms.Tensor(np.float32(1.0))),
              ("x=[-4, 1, 8], limit=0.5", ms.Tensor(np.array([-4.0, 1.0, 8.0], np.float32)), ms.Tensor(np.float32(0.5))),
              ("x=[0.1, 0.2, 0.1], limit=1", ms.Tensor(np.array([0.1, 0.2, 0.1], np.float32)), ms.Tensor(np.float32(1.0)))]
    a = ms.Tensor(np.array([2.0, 9.0, 0.25, 1e4], np.float32))
    results = {}
    for mode in _common.modes_of(args.mode):
        ms.set_context(mode=_common.MODES[mode])
        title = _common.MODE_TITLES[mode]
        print(f"== {title} mode ==")
        rows = []
        for label, x, limit in inputs:
            (value, halvings), (gx, (gw,)) = grad_fn(x, limit)
            print(f"  Attenuate({label}): value {float(value.asnumpy()):.6f} after {int(halvings)} halving(s)")
            print(f"      d/dx = {np.array2string(gx.asnumpy(), precision=6)}   d/dw = "
                  f"{np.array2string(gw.asnumpy(), precision=6)}")
            rows.append((value.asnumpy(), gx.asnumpy(), gw.asnumpy()))
        root, g = newton_sqrt(a), sqrt_grad(a)
        print(f"  newton_sqrt({a.asnumpy().tolist()}) = {np.array2string(root.asnumpy(), precision=6)}")
        print(f"  gradient of sum(newton_sqrt(a))    = {np.array2string(g.asnumpy(), precision=6)}")
        print(f"  analytic 1 / (2 sqrt(a))           = "
              f"{np.array2string(0.5 / np.sqrt(a.asnumpy()), precision=6)}")
        rows.append((root.asnumpy(), g.asnumpy()))
        results[mode] = rows
        if mode == "graph":
            _show_graphs(net, grad_fn, a, not args.no_ir)
    ms.set_context(mode=ms.PYNATIVE_MODE)

    if len(results) == 2:
        diff = max(float(np.max(np.abs(u - v))) for ra, rb in zip(results["pynative"], results["graph"])
                   for u, v in zip(ra, rb))
        print(f"\nPyNative and Graph agree: max abs difference over values and gradients = {diff:.2e}")


def _show_graphs(net, grad_fn, a, print_ir):
       # the compiled JitFunction of a Cell run in GRAPH_MODE

    net(ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32)), ms.Tensor(np.float32(1.0)))
    jf = ms.compiled(net)
    info = ms.compiled(grad_fn).cache_info()
    print(f"  value_and_grad(Attenuate) compiled {info.compiles} time(s) for {info.hits + info.misses} calls: "
          "the trip count and the branch are decided at run time, not baked into the graph")
    if not print_ir:
        return
    print("\n-- IR of Attenuate.construct (a while node, then an if node) --")
    print(jf.get_ir())

    @ms.jit
    def sqrt_grad_graph(t):
        return ms.grad(sum_sqrt)(t)
    sqrt_grad_graph(a)
    print("\n-- IR of grad(sum(newton_sqrt(a))): the forward loop pushes each x on a tape, "
          "the backward loop pops them --")
    print(sqrt_grad_graph.get_ir())


if __name__ == "__main__":
    main()
