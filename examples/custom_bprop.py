"""Your own gradients: a user primitive with a registered bprop, and a Cell with a ``bprop`` method.

1. ``RoundST`` is a new primitive (``ops.PrimitiveWithInfer`` with a numpy ``compute``).  Rounding
   has a zero gradient almost everywhere, so we register a *straight-through* bprop with
   ``@bprop_getters.register(RoundST)``: the gradient passes through unchanged.  ``QuantDense``
   rounds its weights to a grid of 1/4 in the forward pass, and still trains.
2. ``ClipGradient`` is a Cell whose forward is the identity and whose ``bprop(x, out, dout)``
   clips the incoming gradient to [-1, 1] (a per-activation gradient clip).

Both run in PyNative mode (on the tape) and in Graph mode (the bprops become IR nodes of the
compiled backward graph); the script checks the two modes agree and shows the Graph-mode IR.

    python examples/custom_bprop.py
    python examples/custom_bprop.py --mode graph
"""
from __future__ import annotations

import numpy as np

import _common
import msgraph as ms
import msgraph.nn as nn
from msgraph import ops
from msgraph.ops import PrimitiveWithInfer, bprop_getters


# ---------------------------------------------------------------------------------------------
# 1. a user primitive and its registry bprop
# ---------------------------------------------------------------------------------------------
class RoundST(PrimitiveWithInfer):
    """Round to the nearest integer (numpy), with a straight-through gradient."""

    def compute(self, x):                 # numpy in, numpy out; runs in both modes
        return np.round(x)

    def infer_shape(self, x_shape):       # what Graph mode knows before running anything
        return x_shape

    def infer_dtype(self, x_dtype):
        return x_dtype


@bprop_getters.register(RoundST)
def get_bprop_round_st(self):
    def bprop(x, out, dout):              # inputs..., the forward output, the incoming gradient
        return (dout,)                    # one gradient per input: pass it straight through
    return bprop


round_st = RoundST()


class QuantDense(nn.Cell):
    """y = x @ q(w) + b, with q(w) = round(w * levels) / levels (weights on a grid of 1/levels)."""

    def __init__(self, n_in, n_out, levels=4.0):
        super().__init__()
        self.weight = ms.Parameter(ms.Tensor(np.full((n_in, n_out), 0.1, np.float32)), name="weight")
        self.bias = ms.Parameter(ms.Tensor(np.zeros(n_out, np.float32)), name="bias")
        self.levels = levels

    def construct(self, x):
        w = round_st(self.weight * self.levels) / self.levels
        return ops.matmul(x, w) + self.bias


# ---------------------------------------------------------------------------------------------
# 2. a Cell with a custom bprop
# ---------------------------------------------------------------------------------------------
class ClipGradient(nn.Cell):
    """Identity forward; the backward clips the gradient to [-limit, limit]."""

    def __init__(self, limit=1.0):
        super().__init__()
        self.limit = limit

    def construct(self, x):
        return x

    def bprop(self, x, out, dout):        # (*inputs, out, dout) -> one gradient per input
        return (ops.clip_by_value(dout, -self.limit, self.limit),)


class Model(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = QuantDense(3, 1)
        self.clip = ClipGradient(1.0)

    def construct(self, x):
        return self.clip(self.dense(x))


def cube_sum(x, clip):
    return (clip(x) ** 3).sum()


def main(argv=None):
    p = _common.parser(__doc__)
    p.add_argument("--steps", type=int, default=60)
    p.add_argument("--no-ir", action="store_true")
    p.add_argument("--fast", action="store_true", help="20 training steps (the test suite)")
    args = p.parse_args(argv)
    if args.fast:
        args.steps = 20

    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 3)).astype(np.float32)
    true_w = np.array([[0.75], [-0.5], [1.25]], np.float32)        # on the 1/4 grid
    y = x @ true_w + 0.25
    xt, yt = ms.Tensor(x), ms.Tensor(y)
    v = ms.Tensor(np.array([-2.0, -0.5, 0.3, 1.5], np.float32))

    results = {}
    for mode in _common.modes_of(args.mode):
        ms.set_context(mode=_common.MODES[mode])
        print(f"== {_common.MODE_TITLES[mode]} mode ==")
        clip = ClipGradient(1.0)
        g_clip = ms.grad(cube_sum)(v, clip)
        print(f"  d/dx sum(x**3) = 3x^2      = {np.array2string(3 * v.asnumpy() ** 2, precision=4)}")
        print(f"  d/dx sum(clip(x)**3)       = {np.array2string(g_clip.asnumpy(), precision=4)}"
              "   (ClipGradient.bprop clipped it)")

        ms.set_seed(0)
        model = Model()
        step = nn.TrainOneStepCell(nn.WithLossCell(model, nn.MSELoss()),
                                   nn.SGD(model.trainable_params(), learning_rate=0.1))
        losses = [float(step(xt, yt).asnumpy()) for _ in range(args.steps)]
        q = np.round(model.dense.weight.asnumpy() * 4) / 4
        print(f"  QuantDense trained {args.steps} steps: loss {losses[0]:.4f} -> {losses[-1]:.6f}; "
              f"quantized weights {q.ravel().tolist()} (target {true_w.ravel().tolist()}), "
              f"bias {float(model.dense.bias.asnumpy()[0]):.3f}")
        results[mode] = (g_clip.asnumpy(), np.array(losses), q)
        if mode == "graph" and not args.no_ir:
            _show_ir(v)
    ms.set_context(mode=ms.PYNATIVE_MODE)

    if len(results) == 2:
        a, b = results["pynative"], results["graph"]
        diff = max(float(np.max(np.abs(u - w))) for u, w in zip(a, b))
        print(f"\nPyNative and Graph agree: max abs difference (gradients, losses, weights) = {diff:.2e}")


def quantized_loss(w, x, clip):
    q = round_st(w * 4.0) / 4.0
    return (clip(ops.matmul(x, q)) ** 2).sum()


def _show_ir(v):
    clip = ClipGradient(1.0)
    w = ms.Tensor(np.array([[0.3], [-0.6]], np.float32))
    x = ms.Tensor(np.array([[1.0, 2.0]], np.float32))

    @ms.jit
    def loss_and_grad(w, x):
        return ms.value_and_grad(quantized_loss)(w, x, clip)

    loss_and_grad(w, x)
    print("\n-- Graph-mode IR of value_and_grad(quantized_loss): RoundST is a node of the forward; "
          "its registry bprop and ClipGradient.bprop became the backward nodes marked "
          "'(gradient of line N)' --")
    print(loss_and_grad.get_ir())


if __name__ == "__main__":
    main()
