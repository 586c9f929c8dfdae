"""How to see what Graph mode made of your code: the IR, each pass, the generated Python, a picture.

Graph mode turns the source of ``construct`` (or of an ``@ms.jit`` function) into an IR, runs
optimization passes over it (autodiff is one of them) and generates Python code that calls numpy.
Every stage can be looked at:

* ``jit_fn.get_ir()`` / ``jit_fn.get_source()`` - the final IR text and the generated code;
* ``ms.set_context(save_graphs=True, save_graphs_path=DIR)`` - one ``.ir`` file per pass
  (``00_parsed.ir``, ``01_expand_grad.ir``, ...) and ``99_codegen.py``, under
  ``DIR/msgraph_ir/<graph name>/``;
* ``msgraph.ir.dot.to_dot(jit_fn)`` - Graphviz DOT text of the IR, rendered to PNG here when
  the ``dot`` program is installed (``apt-get install graphviz`` / ``brew install graphviz``);
* ``jit_fn.cache_info()`` - hits, misses and compiles: one compile per input signature.

    python examples/inspect_ir.py                    # both modes; files under ./inspect_ir_out
    python examples/inspect_ir.py --mode graph --out /tmp/ir
"""
from __future__ import annotations

import difflib
import os

import numpy as np

import _common
import msgraph as ms
import msgraph.nn as nn
from msgraph import ops
from msgraph.ir.dot import have_graphviz, render, to_dot


class TinyNet(nn.Cell):
    """Dense(4 -> 3), then a data-dependent branch."""

    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(4, 3)
        self.scale = 2.0                   # a plain attribute: a constant folded into the graph

    def construct(self, x):
        y = self.dense(x)
        if y.sum() > 0.0:                   # Tensor condition: an `if` node
            y = ops.relu(y) * self.scale
        else:
            y = -y
        return y


LEGEND = """\
How to read the text form:
  graph NAME(%arg0: Float32[2,4]) { ... }   a compiled function and its Tensor inputs (dtype[shape])
  %w: ... = load Parameter('dense.weight')  Parameters are read at entry (and stored at exit if written)
  %y: Float32[2,3] = Add(%0, %b)  # f.py:40 one op; every value is assigned once; the user line it came from
  %y.1 = if %2 { ... yield %a } else { ... }  structured control flow: each branch yields the joined values
  %r = fused(%x) { (%x.1) -> ... yield %v }  elementwise ops grouped by the fuse pass into one kernel
  (gradient of line N)                       a backward node made by autodiff for the op on line N
  yield / return                            block results / the function's (pytree-shaped) return value"""


def main(argv=None):
    p = _common.parser(__doc__)
    p.add_argument("--out", default="inspect_ir_out", help="folder for IR dumps, DOT and PNG files")
    p.add_argument("--fast", action="store_true", help="accepted for uniformity (this example is fast)")
    args = p.parse_args(argv)
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)

    x = ms.Tensor(np.array([[0.5, -1.0, 2.0, 0.25], [1.0, 1.5, -0.5, 0.0]], np.float32))
    label = ms.Tensor(np.array([0, 2], np.int32))
    outputs = {}
    for k, mode in enumerate(_common.modes_of(args.mode)):
        detailed = k == 0                          # the walk-through once; the other mode in brief
        title = _common.MODE_TITLES[mode]
        print(f"\n==================== {title} mode ====================")
        folder = os.path.join(out, mode)
        ms.set_context(mode=_common.MODES[mode], save_graphs=True, save_graphs_path=folder)
        ms.set_seed(0)
        net = TinyNet()
        loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
        def forward(a, b):                        # a def, not a lambda inside the call: MindSpore's graph
            return loss_fn(net(a), b)             # compiler rejects a lambda it cannot find alone on its line

        grad_fn = ms.value_and_grad(forward, None, net.trainable_params())

        @ms.jit                                   # compiles in any mode, on the first call
        def loss_and_grads(a, b):
            return grad_fn(a, b)

        y = net(x)
        loss, grads = loss_and_grads(x, label)
        outputs[mode] = [y.asnumpy(), loss.asnumpy()] + [g.asnumpy() for g in grads]
        print(f"net(x) = {np.array2string(y.asnumpy(), precision=4)}\nloss = {float(loss.asnumpy()):.6f}")

        if mode == "graph":
            # In GRAPH_MODE, calling a Cell compiles its construct; ms.compiled(net) is that
            # compiled function (cache_info, get_ir, get_source).
            net_fn = ms.compiled(net)
            print("\nIn GRAPH_MODE the Cell call compiled TinyNet.construct:")
        else:
            # In PYNATIVE_MODE the Cell ran op by op; ms.jit(cell) compiles its construct anyway.
            net_fn = ms.jit(net)
            net_fn(x)
            print("\nIn PYNATIVE_MODE the Cell ran op by op (nothing compiled); ms.jit(net) compiles it:")
        if detailed:
            print(LEGEND)
            print("\n--- net: final IR (jit_fn.get_ir()) ---")
            print(net_fn.get_ir())
            print("\n--- net: generated Python (jit_fn.get_source()); '# file:line' points at your code ---")
            print(net_fn.get_source())
            print("--- loss_and_grads: what each pass did (files from save_graphs) ---")
            show_passes(os.path.join(folder, "msgraph_ir", "loss_and_grads"))
        else:
            print(f"(same IR as above: {len(net_fn.get_ir().splitlines())} lines; dumps of every pass "
                  f"under {os.path.join(folder, 'msgraph_ir')})")

        # A new input shape is a new signature: one more compile; the same shape hits the cache.
        net_fn(ms.Tensor(np.ones((5, 4), np.float32)))
        net_fn(ms.Tensor(np.ones((5, 4), np.float32)))
        net_fn(x)
        print(f"\nnet compile cache after inputs of shapes (2,4), (5,4), (5,4), (2,4): {net_fn.cache_info()}")

        dot_text = to_dot(loss_and_grads)
        dot_path = os.path.join(out, f"loss_and_grads_{mode}.dot")
        with open(dot_path, "w", encoding="utf-8") as f:
            f.write(dot_text)
        png = dot_path[:-4] + ".png"
        if have_graphviz() and render(dot_text, png):
            print(f"Graphviz picture of the loss_and_grads IR: {png}")
        else:
            print(f"DOT written to {dot_path} (install Graphviz to render it: dot -Tpng {dot_path} -o {png})")
        ms.set_context(save_graphs=False)
    ms.set_context(mode=ms.PYNATIVE_MODE)

    print(f"\nAll files are under {out}")
    if len(outputs) == 2:
        diff = max(float(np.max(np.abs(a - b))) for a, b in zip(outputs["pynative"], outputs["graph"]))
        print(f"PyNative and Graph agree: max abs difference (output, loss, gradients) = {diff:.2e}")


def show_passes(folder):
    """Print which pass changed the IR, with a diff of what it changed."""
    files = sorted(f for f in os.listdir(folder) if f.endswith(".ir"))
    print(f"{folder}: {', '.join(files)} and 99_codegen.py")
    prev_name, prev = None, None
    for name in files:
        with open(os.path.join(folder, name), encoding="utf-8") as f:
            text = f.read()
        if prev is None:
            print(f"\n[{name}] the IR as lowered from the source ({len(text.splitlines())} lines):")
            print(text)
        elif text == prev:
            print(f"[{name}] unchanged")
        else:
            diff = list(difflib.unified_diff(prev.splitlines(), text.splitlines(), prev_name, name,
                                             lineterm="", n=0))[2:]
            sizes = f"{len(prev.splitlines())} -> {len(text.splitlines())} lines"
            if len(diff) > 30:   # a big rewrite (autodiff): the new IR reads better than a diff
                print(f"\n[{name}] rewrote the IR ({sizes}):")
                print(text)
            else:
                print(f"\n[{name}] changed the IR ({sizes}; diff, - before / + after):")
                print("\n".join(diff))
        prev_name, prev = name, text


if __name__ == "__main__":
    main()
