"""Differential sweep of Graph mode's fused Numba kernels and of Tensor methods (session 15, h-sweep7).

Not run in CI.  Earlier sweeps (diff_sweep.py) ran msgraph with ``MSGRAPH_NUMBA=0``, so Graph mode was compared
through the numpy backend only.  This tool runs diff_sweep's machinery (a Cell per case, 24 cases compiled into
one graph, one process per family and backend) with the kernels on: ``MSGRAPH_SYNC_COMPILE=1`` (kernels compiled
before the first call) and ``MSGRAPH_TIER_US=0`` (every fused group gets a kernel), ``MSGRAPH_CHECK_KERNELS=1``
(each kernel's numpy version runs too; disagreements are printed from msgraph's log).

    python tests/conformance/tools/sweep7.py -f g7_fuse                 # MindSpore vs msgraph (kernels on)
    python tests/conformance/tools/sweep7.py -f g7_fuse --numba 0       # ... with the numpy backend
    python tests/conformance/tools/sweep7.py -f arith,unary --self      # msgraph numpy backend vs kernels
                                                                       # (any family, diff_sweep's too)

``--self`` needs no MindSpore: a kernel whose results differ from the numpy implementation of the same op is a
bug in the kernel (one definition per op).  Other options as diff_sweep (``-k``, ``--modes``, ``--save``,
``--load``, ``-v``).  Families: g7_fuse (chains of elementwise ops that fusion turns into one kernel: mixed dtypes,
int/bool with float, Python-scalar construct arguments, 0-d and empty operands, comparisons and selects inside
chains), g7_red (reductions after elementwise chains, negative axes, keep_dims), g7_grad (ms.grad of fused
chains of float inputs), g7_meth (Tensor methods with non-default arguments), g7_const (constant tensors built
inside construct, which fold_constants evaluates).
Session 31 (sweep31, 2026-12-05): ``--self`` over g7_fuse, g7_red, g7_grad, g7_meth, g7_const and diff_sweep's
arith, unary, arith_ops, arith_signs, arith_scalar on main at e40f0a1d: 8866 runs, 0 mismatches between the Numba
kernels and the numpy backend (after session 30's nnacl Exp/Tanh/Sigmoid kernels).  Not rerun against MindSpore.
"""
from __future__ import annotations

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))

import diff_sweep as ds  # noqa: E402
from diff_sweep import A, C, family  # noqa: E402

Gd = ds.Gd

PAIRS = [("float32", "float32"), ("float16", "float16"), ("int32", "float16"), ("int32", "int32"), ("bool_", "int32"),
         ("float16", "float32"), ("int64", "float32"), ("uint8", "int32"), ("int8", "int8"), ("float64", "float32"),
         ("int32", "float32"), ("bool_", "float16"), ("int16", "int64"), ("uint8", "uint8")]

# =============================================================================================
family("g7_fuse")
CHAINS = ["x + y * 2", "(x - y) * 3", "x * 2.5 + y", "(x + y) / 2", "x / (y.abs() + 1)", "ops.relu(x) * y",
          "(x > y) * x", "(x > 1) + y", "ops.where(x > 0, x, y)", "ops.where(x > y, 1, 0) + x",
          "ops.maximum(x, y) - ops.minimum(x, 1)", "-x + y * y", "(x + y).abs() * 2", "x // 2 + y",
          "x % 3 + y", "ops.square(x) - y", "ops.sqrt(ops.abs(x)) + y", "ops.exp(x * 0.1) - y",
          "ops.sigmoid(x) * y", "ops.tanh(x) + y", "ops.sin(x) * ops.cos(y)", "ops.log1p(ops.abs(x)) * y",
          "ops.sign(x) * y", "ops.floor(x / 2) + y", "ops.pow(x, 2) + y", "x ** 2 - y", "x * x * x + y",
          "ops.rsqrt(ops.abs(x) + 1) * y", "ops.cast(x, ms.float32) * y", "x.astype(ms.int32) + y",
          "ops.logical_and(x > 0, y > 0)", "(x == y) | (x < 1)", "ops.logical_not(x > y) + 0",
          "ops.clip_by_value(x, -1, 2) * y", "x.clip(-1, 2) + y", "ops.erf(x * 0.5) + y", "ops.neg(x) - y",
          "ops.reciprocal(ops.abs(x) + 1) + y", "ops.exp(x * 0.1).astype(ms.float16) + y", "x * True + y",
          "ops.isfinite(x / (y + 0.5)) + 0", "ops.round(x * 0.3) + y", "ops.ceil(x / 3) * y", "(x - y) ** 2 / 2",
          "ops.floor_div(x, 3) - y", "ops.floor_mod(x, -3) + y", "x / 2 + y / 3", "ops.gelu(ops.cast(x, ms.float32)) + y",
          "ops.softplus(ops.cast(x, ms.float32)) + y", "ops.atan2(ops.cast(x, ms.float32), ops.cast(y, ms.float32) + 10)",
          "ops.add(x, 1) * ops.sub(y, 1)", "ops.mul(x, 0.5) + ops.div(y, 4)", "ops.ge(x, y) + ops.le(x, y)",
          "ops.select(x > 0, y, y * 2)", "ops.masked_fill(x, x > 0, 5) + y", "x.masked_fill(x < 0, 0.5) * y",
          "ops.abs(x - y) < 2", "ops.truncate_div(x, 3) + y" if False else "ops.bitwise_and(x, x) + y" if False else "x * 1 + y * 0"]
for dx, dy in PAIRS:
    for e in CHAINS:
        C(f"f[{e}]_{dx}_{dy}", e, x=A(dx, 2, 3), y=A(dy, 2, 3))
# broadcasting inside a chain, 0-d and empty operands
for dx, dy in (("float32", "float32"), ("int32", "float16"), ("float16", "float32"), ("bool_", "int32")):
    for e in ("x + y * 2", "ops.where(x > 0, x, y)", "(x > y) * x", "ops.maximum(x, y) * 2 - 1", "ops.relu(x) * y + 1",
              "x * 2.5 - y", "ops.exp(ops.cast(x, ms.float32) * 0.1) * y"):
        C(f"fb[{e}]_{dx}_{dy}_23_3", e, x=A(dx, 2, 3), y=A(dy, 3))
        C(f"fb[{e}]_{dx}_{dy}_21_13", e, x=A(dx, 2, 1), y=A(dy, 1, 3))
        C(f"fb[{e}]_{dx}_{dy}_0d_23", e, x=A(dx), y=A(dy, 2, 3))
        C(f"fb[{e}]_{dx}_{dy}_23_0d", e, x=A(dx, 2, 3), y=A(dy))
        C(f"fb[{e}]_{dx}_{dy}_0d_0d", e, x=A(dx), y=A(dy))
        C(f"fb[{e}]_{dx}_{dy}_03_3", e, x=A(dx, 0, 3), y=A(dy, 3))
# Python-scalar arguments of construct (constants in the graph)
for dx in ("float32", "float16", "int32", "bool_", "int64", "uint8"):
    for s in ("2", "2.5", "True", "-3", "0.1"):
        for e in ("x * s + 1", "x - s", "s - x", "x / s" if s not in ("True",) else "x + s", "ops.maximum(x, s)",
                  "x.clip(s, 10)" if dx != "bool_" else "x + s", "(x > s) * x", "ops.where(x > s, x, s)", "x ** 2 + s",
                  "ops.exp(ops.cast(x, ms.float32) * s)", "x // s" if s not in ("True", "0.1") else "x * s",
                  "ops.add(x, s) * s", "x * s * s"):
            C(f"fs[{e}]_{dx}_{s}", e, x=A(dx, 2, 3), s=s)

# =============================================================================================
family("g7_red")
for dx in ("float32", "float16", "int32", "bool_", "int64", "float64"):
    X = A(dx, 2, 3, 4)
    for e in ("(x * 2).sum(-1)", "(x + 1).sum(axis=(0, -1), keepdims=True)", "(x * x).mean(-2)", "ops.abs(x).max(-1)",
              "(x - 1).min(axis=0)", "(x > 1).sum(-1)", "(x > 1).any(-1)", "(x > 0).all(axis=(1, 2))",
              "ops.exp(ops.cast(x, ms.float32) * 0.1).sum(-1, keepdims=True)", "(x * 0.5).prod(-1)",
              "ops.ReduceSum(keep_dims=True)(x * 2, -1)", "ops.ReduceMean()(x + 1, (0, -1))", "ops.ReduceMax(True)(x * 3, -2)",
              "ops.reduce_sum(x * 1.5, -3)" if False else "ops.sum(x * 2, -1)", "ops.mean(x * 2, (-1, -2), True)",
              "ops.amax(x - 1, -1)", "ops.amin(x * 2, (0, 2))", "(x * 2).argmax(-1)", "(x * 2).argmin(axis=-2)",
              "ops.argmax(x + 1, -1, True)", "ops.cumsum(x * 2, -1)", "(x + 1).cumsum(axis=-2)", "ops.logsumexp(ops.cast(x, ms.float32) * 0.1, -1)",
              "ops.softmax(ops.cast(x, ms.float32) * 0.1, -1)", "ops.log_softmax(ops.cast(x, ms.float32), axis=-2)",
              "(x * 2).sum() / x.size", "(x - x.mean(-1, keep_dims=True)) if False else x.sum(-1, keepdims=True) - x" if dx != "bool_" else "x.sum(-1)",
              "x.max(-1, keepdims=True) * 2" if dx != "bool_" else "x.any(-1)", "ops.norm(ops.cast(x, ms.float32), dim=-1)" if False else "ops.square(x).sum(-1)"):
        C(f"r[{e}]_{dx}", e, x=X)
    for e in ("(x * 2).sum()", "(x + 1).mean()", "ops.abs(x).max()", "(x * 2).argmax()", "(x > 0).all()", "ops.cumsum(x * 2, 0)" if False else "(x + 1).prod()"):
        C(f"r0d[{e}]_{dx}", e, x=A(dx))
        C(f"rempty[{e}]_{dx}", e, x=A(dx, 0, 3))

# =============================================================================================
family("g7_grad")
for dx in ("float32", "float16", "float64"):
    for e in ("x * y + x", "ops.relu(x) * y", "ops.sigmoid(x) * y + ops.tanh(y)", "ops.exp(x * 0.1) / (y.abs() + 1)",
              "ops.where(x > y, x * 2, y * 3)", "ops.maximum(x, y) - ops.minimum(x, y) * 2", "(x - y) ** 2 / 2",
              "ops.sqrt(ops.abs(x) + 1) * y", "ops.square(x + y)", "x.clip(-1, 1) * y", "ops.clamp(x, -0.5, 0.5) + y",
              "ops.erf(x) * y", "ops.log1p(ops.abs(x)) * y", "ops.sin(x) * ops.cos(y)", "x * 2.5 - y / 3",
              "ops.pow(x, 3) + y", "ops.pow(ops.abs(x) + 1, y)", "ops.rsqrt(ops.abs(x) + 1) * y", "ops.softplus(x) * y",
              "ops.gelu(x) + y", "ops.elu(x) * y" if False else "ops.leaky_relu(x, 0.2) * y" if False else "ops.abs(x) * y",
              "(x * y).sum(-1)", "(x * y).mean()", "ops.softmax(x * y, -1)", "ops.masked_fill(x, x > 0, 0.0) * y",
              "x.astype(ms.float32) * y.astype(ms.float32)", "ops.reciprocal(ops.abs(x) + 1) * y", "ops.atan2(x, y.abs() + 1)",
              "ops.sign(x) * x * y", "ops.floor(x) * y + x", "ops.logsumexp(x * y, -1)", "(x / y.abs().clip(0.5, None)).sum()"):
        Gd(f"g[{e}]_{dx}", e, pos=(0, 1), x=A(dx, 2, 3), y=A(dx, 2, 3))
    for e in ("x * y + x", "ops.where(x > y, x, y)", "ops.maximum(x, y)", "(x * y).sum()"):
        Gd(f"gb[{e}]_{dx}", e, pos=(0, 1), x=A(dx, 2, 3), y=A(dx, 3))
        Gd(f"g0d[{e}]_{dx}", e, pos=(0, 1), x=A(dx), y=A(dx, 2, 3))

# =============================================================================================
family("g7_meth")
for dx in ("float32", "float16", "int32", "int64", "bool_", "uint8"):
    X = A(dx, 2, 3, 4)
    for e in ("x.view((4, 6))", "x.view(4, -1)", "x.view(ms.float32)" if False else "x.view(-1, 2, 2)", "x.reshape((2, -1))",
              "x.reshape([6, 4])", "x.transpose(0, 2, 1)", "x.transpose((2, 0, 1))", "x.transpose(-1, -2, -3)",
              "x.astype(ms.float32)", "x.astype(ms.int32)", "x.astype(ms.bool_)", "x.astype('int64')", "x.astype(ms.float16, copy=False)",
              "x.sum(axis=-1, dtype=ms.float32)", "x.sum(axis=(-1, 0), keepdims=True)", "x.sum(-2, initial=1)", "x.sum(dtype=ms.int64)",
              "x.mean(axis=(-1, -2))", "x.mean(-3, True)", "x.max(axis=-1)", "x.max(axis=(0, -1), keepdims=True)",
              "x.max(axis=1, return_indices=True)", "x.min(axis=-2, return_indices=True)", "x.max(-1, initial=2)",
              "x.argmax(-2)", "x.argmax(axis=0, keepdims=True)", "x.argmin(-1, keepdims=True)", "x.argmax()",
              "x.expand_dims(-1)", "x.expand_dims(1)", "x.expand_dims(-4)", "x[:, :1].squeeze()", "x[:1, :, :1].squeeze((0, 2))",
              "x[:, :1].squeeze(-2)", "x.repeat(2)", "x.repeat(2, -1)", "x.repeat((1, 2, 1), 1)", "x.repeat_interleave(2, -2)",
              "x.gather(ms.Tensor([1, 0], ms.int32), -1)", "x.gather(ms.Tensor([[1, 0], [0, 1]], ms.int32), 1)",
              "x.gather(ms.Tensor([2, 0]), 0)" if False else "x.gather(ms.Tensor([1, 0]), 0)", "x.gather(ms.Tensor([[0], [2]]), 1, 1)",
              "x.masked_fill(x > 1, 0)", "x.masked_fill(ms.Tensor([True, False, True, False]), 7)", "x.masked_fill(x > 1, ms.Tensor(3))",
              "x.masked_fill(x > 1, 2.5)", "x.clip(1, 3)", "x.clip(None, 2)", "x.clip(-1.5, 2.5)", "x.clip(ms.Tensor(0), ms.Tensor(2))",
              "x.clamp(min=1)", "x.clamp(max=ms.Tensor(2.5))", "x.norm()" if dx.startswith("float") else "x.float().norm()",
              "x.norm(dim=-1)" if dx.startswith("float") else "x.float().norm(dim=-1)", "x.float().norm(1, -1, keepdim=True)",
              "x.float().norm(p=float('inf'), dim=(1, 2))", "x.float().norm(ord=2, dim=-1)" if False else "x.float().norm('fro')",
              "x.abs().sum(-1)", "x.sum(-1).astype(ms.float32)", "x.squeeze(0)" if False else "x.unsqueeze(2)", "x.flatten(1)",
              "x.flatten(start_dim=0, end_dim=1)", "x.swapaxes(1, -1)", "x.moveaxis(-1, 0)", "x.permute(-1, 0, 1)",
              "x.expand(2, 2, 3, 4)" if False else "x.broadcast_to((3, 2, 3, 4))", "x.broadcast_to((-1, 3, 4))",
              "x.tile((1, 2))", "x.tile(2, 1, 1)" if False else "x.tile((2, 1, 1, 1))", "x.flip(-1)", "x.flip((0, -1))",
              "x.roll(1, -1)", "x.roll((1, 1), (0, 2))", "x.cumsum(-1)", "x.cumsum(axis=1, dtype=ms.float32)", "x.cumprod(-1)" if False else "x.prod(-1)",
              "x.prod(axis=(0, 1), keep_dims=True)", "x.all(-1)", "x.any(axis=(0, -1), keep_dims=True)", "x.count_nonzero((0, 2))",
              "x.topk(2, -2)" if False else "x.topk(2)", "x.sort(-2)", "x.sort(axis=0, descending=True)", "x.argsort(-1, True)",
              "x.std(-1)" if dx.startswith("float") else "x", "x.var((0, -1), ddof=0, keepdims=True)" if dx.startswith("float") else "x",
              "x.split(2, -1)", "x.split((1, 2), 1)", "x.chunk(2, -1)", "x.narrow(-1, 1, 2)", "x.index_select(-1, ms.Tensor([3, 0, 3]))",
              "x.nonzero()", "x.where(x > 1, x * 2)" if False else "x.diagonal(0, 1, 2)", "x.diagonal(1, -1, -2)", "x.tril(-1)", "x.triu(1)",
              "x.fill(2)" if False else "x.fill_diagonal(1.0)" if False else "x.take(ms.Tensor([0, 5, 23]))",
              "x.select(1, 0)" if False else "x.unbind(-1)", "x.item(3)" if False else "x.size", "x.shape", "x.ndim",
              "x.astype(ms.float32).softmax(-2)", "x.astype(ms.float32).log_softmax(axis=-1)", "x.astype(ms.float32).logsumexp((0, 2))",
              "x.amax((0, -1), True)", "x.amin(-1)", "x.maximum(x.flip(-1))", "x.minimum(x[0])", "x.remainder(-3)" if dx != "bool_" else "x",
              "x.fmod(3)" if dx != "bool_" else "x", "x.floor_divide(-2)" if dx != "bool_" else "x", "x.mul(x).sum(-1)",
              "x.add(1, alpha=2)" if dx not in ("bool_",) else "x", "x.sub(x.flip(0), alpha=2)" if dx not in ("bool_", "uint8") else "x",
              "x.lerp(x.flip(0), 0.25)" if dx.startswith("float") else "x", "x.addcmul(x, x, value=2)" if dx not in ("bool_", "uint8") else "x",
              "x.scatter(-1, ms.Tensor(np.zeros((2, 3, 1), np.int64)), x[..., :1] * 2)" if False else "x.index_fill(-1, ms.Tensor([0, 2]), 5)" if dx != "bool_" else "x",
              "x.new_full((2,), 3.5)", "x.new_zeros((0, 2))", "x.new_ones(2, 3)" if False else "x.new_ones((2, 3))", "x.to(ms.float16)", "x.type(ms.int32)"):
        C(f"me[{e}]_{dx}", e, x=X)

# =============================================================================================
family("g7_const")
for e in ("ms.Tensor([1, 2, 3], ms.int32) * 2.5", "ms.Tensor([1, 2, 3]) / 2", "ms.Tensor(3) // 2", "ms.Tensor(3.5) * 2",
          "ms.Tensor([1.5, 2.5], ms.float16) + 1", "ops.ones((2, 3), ms.float16) * 2.5 + x", "ops.zeros((2, 3), ms.int32) + x",
          "ops.ones((2, 3), ms.int32) * 2.5", "ops.fill(ms.float32, (2, 3), 2) * x", "ops.full((2, 3), 3, dtype=ms.int64) + x",
          "ms.Tensor([True, False, True]) + 1", "ms.Tensor([True, False, True]) * 2.5", "ms.Tensor([1, 2, 3], ms.uint8) - 2",
          "ops.arange(6).reshape(2, 3) * x", "ops.arange(0, 3, 0.5) * 2", "ops.arange(6, dtype=ms.float32).reshape(2, 3) + x",
          "ops.linspace(0, 1, 5) * 2" if False else "ops.eye(3, 3, ms.int32) * 2.5", "ops.ones_like(x) * 3 + x", "ops.zeros_like(x) - 1",
          "x + ms.Tensor(2, ms.int8)", "x * ms.Tensor(2.5, ms.float16)", "x + ms.Tensor([1, 2, 3], ms.float64)",
          "ms.Tensor(np.array([1, 2, 3], np.int64)) * x", "ops.cast(ms.Tensor([1.7, -1.7]), ms.int32) + 0",
          "ms.Tensor([1, 2, 3]).sum() * x", "ms.Tensor([[1, 2], [3, 4]], ms.float32).mean(-1)", "ops.scalar_to_tensor(3) * x",
          "ops.tuple_to_array((1, 2, 3)) * x" if False else "ms.Tensor((1, 2, 3)) + x", "ms.Tensor([0.1, 0.2, 0.3], ms.float16).sum()",
          "(ms.Tensor([1, 2, 3]) > 1) * x", "ops.exp(ms.Tensor([0.0, 1.0])) * 2", "ops.sqrt(ms.Tensor([4, 9]))", "ops.sqrt(ms.Tensor(2))",
          "ms.Tensor(2) ** 3", "ms.Tensor(2) ** 0.5", "ms.Tensor(2.0) ** -1", "ms.Tensor([1, -2, 3]).abs() * 2", "-ms.Tensor([1, 2], ms.uint8)",
          "ms.Tensor(7) % -3", "ms.Tensor(-7) // 2", "ms.Tensor(7.5) % 2", "ms.Tensor([3, 4], ms.int32) / ms.Tensor([2, 2], ms.int32)"):
    for dx in ("float32", "int32", "float16"):
        C(f"k[{e}]_{dx}", e, x=A(dx, 2, 3))


# ---------------------------------------------------------------------------------------------
def main(argv=None) -> int:
    def configure(ap):
        ap.add_argument("--numba", default="1", help="MSGRAPH_NUMBA for msgraph (1: kernels, compiled synchronously)")
        ap.add_argument("--self", action="store_true", help="compare msgraph's numpy backend with its kernels")

    def plan(a, fam):
        ref = [(sys.executable, "msgraph", "ref")] if a.self else [] if a.load else [(a.oracle, "mindspore", "ref")]
        return ref + [(sys.executable, "msgraph", "got")]

    def side_env(a, backend, tag):
        numba = a.numba if tag == "got" else "0"
        return dict(MSGRAPH_NUMBA=numba, MSGRAPH_SYNC_COMPILE="1", MSGRAPH_TIER_US="0", MSGRAPH_CHECK_KERNELS="1")

    def on_stderr(fam, tag, text):
        for line in text.splitlines():
            if "disagrees with numpy" in line or "KernelWarning" in line or "are not used" in line:
                sys.stderr.write(f"[{fam} {tag}] {line[:300]}\n")

    def save_names(a):
        return ("reference.json" if a.self else "mindspore.json", f"msgraph_numba{a.numba}.json")

    return ds.sweep_main(argv, script=__file__, cases=ds.CASES, run_backend=ds.run_backend, cwd="/tmp",
                         families="g7_fuse,g7_red,g7_grad,g7_meth,g7_const", configure=configure, plan=plan,
                         side_env=side_env, on_stderr=on_stderr, save_names=save_names)

if __name__ == "__main__":
    raise SystemExit(main())
